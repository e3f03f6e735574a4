import { REASON_MAX_LENGTH } from "@seller/contract/wallet";
import { useQuery } from "@tanstack/react-query";
import type { ColumnType } from "antd/es/table";
import { type ReactNode, useState } from "react";
import type { z } from "zod";
import { type AnswerSchema, api } from "../api";
import type { CsvColumn } from "../csv";
import { money } from "../format";
import type { Text } from "../i18n";
import { Decision } from "./decision";
import { queryString, usePaging } from "./list";
import { SearchBox } from "./search-box";
import { StatusFilter } from "./status-filter";

/**
 * A queue of sellers' money requests (top-ups, withdrawals, deposit refunds): pending first, a
 * status filter and a search, in pages; a change of filter goes back to the first page.
 */
export function useRequestQueue<Row, S extends string>({
  name,
  endpoint,
  pageSchema,
  statuses,
  searchPlaceholder,
}: {
  name: string;
  endpoint: string;
  /** The page the endpoint answers (packages/contract wallet-review.ts). */
  pageSchema: z.core.$ZodType<{ items: Row[]; total: number }>;
  statuses: readonly S[];
  searchPlaceholder: string;
}) {
  const [status, setStatus] = useState<S>("pending" as S);
  const [keyword, setKeyword] = useState("");
  const paging = usePaging();
  const fetchPage = async (page: number, perPage: number) =>
    (await api(`${endpoint}${queryString({ status, keyword, page, per_page: perPage })}`, pageSchema)).data;
  const query = useQuery({
    queryKey: ["console", name, status, keyword, paging.page, paging.perPage],
    queryFn: () => fetchPage(paging.page, paging.perPage),
  });
  const filters = (
    <>
      <SearchBox
        placeholder={searchPlaceholder}
        onSearch={(value) => {
          setKeyword(value);
          paging.reset();
        }}
      />
      <StatusFilter
        statuses={statuses}
        value={status}
        onChange={(value) => {
          setStatus(value);
          paging.reset();
        }}
      />
    </>
  );
  return { query, paging, fetchPage, filters };
}

type RequestRow = { id: number; amount: string; status: string; reason: string | null; created_at: string };

/** The decision on one money request: the approval's confirmation, and what waits on someone else. */
type RequestDecision<Row> = {
  approveLabel: string;
  /** What an approval or a rejection answers: the decided request. */
  answer: AnswerSchema;
  /** What the operator confirms before any money moves. */
  confirm: (row: Row) => ReactNode;
  confirmWidth?: number;
  /** A pending row the operator cannot decide, and what to show instead. */
  instead?: (row: Row) => ReactNode | undefined;
};

/**
 * The columns every money-request queue shares: the amount, and the
 * approve/reject decision on a pending request (the reason once decided),
 * sent to `endpoint/:id/approve` and `endpoint/:id/reject`.
 */
export function requestColumns<Row extends RequestRow>(
  t: Text,
  endpoint: string,
  decision: RequestDecision<Row>,
) {
  const amount: ColumnType<Row> = {
    title: t("columns.amount"),
    align: "right",
    render: (_, row) => money(row.amount),
  };
  const actions: ColumnType<Row> = {
    title: t("columns.actions"),
    render: (_, row) => {
      if (row.status !== "pending") return row.reason;
      const instead = decision.instead?.(row);
      if (instead !== undefined) return instead;
      return (
        <Decision
          confirmContent={decision.confirm(row)}
          approveLabel={decision.approveLabel}
          confirmWidth={decision.confirmWidth}
          reasonMaxLength={REASON_MAX_LENGTH}
          onApprove={(headers) =>
            api(`${endpoint}/${row.id}/approve`, decision.answer, { method: "POST", body: {}, headers })
          }
          onReject={(reason, headers) =>
            api(`${endpoint}/${row.id}/reject`, decision.answer, {
              method: "POST",
              body: { reason },
              headers,
            })
          }
        />
      );
    },
  };
  /** The CSV's last columns: state, when asked, and the operator's reason. */
  const csvTail: CsvColumn<Row>[] = [
    { title: t("columns.status"), value: (row) => row.status },
    { title: t("columns.createdAt"), value: (row) => row.created_at },
    { title: t("columns.reason"), value: (row) => row.reason },
  ];
  return { amount, actions, csvTail };
}
