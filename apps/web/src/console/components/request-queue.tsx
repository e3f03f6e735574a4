import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../api";
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
  statuses,
  searchPlaceholder,
}: {
  name: string;
  endpoint: string;
  statuses: readonly S[];
  searchPlaceholder: string;
}) {
  const [status, setStatus] = useState<S>("pending" as S);
  const [keyword, setKeyword] = useState("");
  const paging = usePaging();
  const fetchPage = async (page: number, perPage: number) =>
    (
      await api<{ items: Row[]; total: number }>(
        `${endpoint}${queryString({ status, keyword, page, per_page: perPage })}`,
      )
    ).data;
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
