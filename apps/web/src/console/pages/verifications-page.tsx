import {
  type AdminVerification,
  adminVerificationDetailSchema,
  adminVerificationListSchema,
  adminVerificationSchema,
  REJECT_REASON_MAX_LENGTH,
  VERIFICATION_STATES,
} from "@seller/contract/verification";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Descriptions, Drawer, Input, List, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "../api";
import { Decision } from "../components/decision";
import { ListHeader } from "../components/list";
import { PrivateImage } from "../components/private-image";
import { idColumn, sellerColumn, statusColumn, waitedColumn } from "../components/queue-table";
import { StatusFilter } from "../components/status-filter";
import type { CsvColumn } from "../csv";
import { dateTime } from "../format";
import { useText } from "../i18n";
import { consolePaths as paths } from "../paths";

type Row = Omit<AdminVerification, "id_card_front_url" | "id_card_back_url">;
type State = (typeof VERIFICATION_STATES)[number];

function Review({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, language } = useText();
  const query = useQuery({
    queryKey: ["console", "verification", id],
    queryFn: async () => (await api(`/admin/verifications/${id}`, adminVerificationDetailSchema)).data,
  });
  const review = query.data;
  const checkColor = review?.id_number_check === "invalid" ? "red" : "green";
  return (
    <Drawer open width={860} title={t("verifications.reviewTitle", { id })} onClose={onClose}>
      {query.error && <Alert type="error" title={query.error.message} showIcon />}
      {review && (
        <Space direction="vertical" size="large" style={{ width: "100%" }}>
          <Descriptions bordered column={2} size="small">
            <Descriptions.Item label={t("columns.seller")}>
              <Link to={paths.seller(review.seller_id)}>{review.seller_account}</Link>
            </Descriptions.Item>
            <Descriptions.Item label={t("verifications.realName")}>{review.real_name}</Descriptions.Item>
            <Descriptions.Item label={t("verifications.idNumber")}>
              <code>{review.id_card_number}</code>
            </Descriptions.Item>
            <Descriptions.Item label={t("verifications.check")}>
              <Tag color={checkColor}>{t(`verifications.checks.${review.id_number_check}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t("columns.createdAt")}>
              {dateTime(review.submitted_at, language)}
            </Descriptions.Item>
            <Descriptions.Item label={t("columns.status")}>
              <Tag>{t(`status.${review.verification_status}`)}</Tag>
            </Descriptions.Item>
          </Descriptions>
          <Space size="large" wrap>
            <div>
              <Typography.Title level={5}>{t("verifications.front")}</Typography.Title>
              <PrivateImage url={review.id_card_front_url} alt={t("verifications.front")} />
            </div>
            <div>
              <Typography.Title level={5}>{t("verifications.back")}</Typography.Title>
              <PrivateImage url={review.id_card_back_url} alt={t("verifications.back")} />
            </div>
          </Space>
          <div>
            <Typography.Title level={5}>{t("verifications.sameNumber")}</Typography.Title>
            {review.same_id_number.length === 0 ? (
              <Typography.Text type="secondary">{t("verifications.sameNumberNone")}</Typography.Text>
            ) : (
              <List
                size="small"
                bordered
                dataSource={review.same_id_number}
                renderItem={(other) => (
                  <List.Item>
                    <Link to={paths.seller(other.seller_id)}>{other.seller_account}</Link>
                    <Tag>{t(`status.${other.verification_status}`)}</Tag>
                    {dateTime(other.submitted_at, language)}
                  </List.Item>
                )}
              />
            )}
          </div>
          {review.verification_status === "pending" ? (
            <Decision
              confirmContent={t("verifications.confirm", {
                name: review.real_name,
                account: review.seller_account,
              })}
              rejectContent={t("verifications.rejectConfirm", {
                name: review.real_name,
                account: review.seller_account,
              })}
              reasonMaxLength={REJECT_REASON_MAX_LENGTH}
              onApprove={(headers) =>
                api(`/admin/verifications/${id}/approve`, adminVerificationSchema, {
                  method: "POST",
                  headers,
                })
              }
              onReject={(reason, headers) =>
                api(`/admin/verifications/${id}/reject`, adminVerificationSchema, {
                  method: "POST",
                  body: { reason },
                  headers,
                })
              }
            />
          ) : (
            review.reject_reason && <Alert type="warning" title={review.reject_reason} />
          )}
        </Space>
      )}
    </Drawer>
  );
}

/** Identity reviews: both images, the check-digit result, other accounts with the same number. */
export function VerificationsPage() {
  const { t, language } = useText();
  const [status, setStatus] = useState<State>("pending");
  const [keyword, setKeyword] = useState("");
  const [open, setOpen] = useState<number | null>(null);
  const query = useQuery({
    queryKey: ["console", "verifications", status],
    queryFn: async () =>
      (await api(`/admin/verifications?status=${status}`, adminVerificationListSchema)).data.items,
  });
  const needle = keyword.trim().toLowerCase();
  const rows = (query.data ?? []).filter(
    (row) =>
      !needle ||
      row.seller_account.toLowerCase().includes(needle) ||
      row.real_name.toLowerCase().includes(needle),
  );
  const csvColumns: CsvColumn<Row>[] = [
    { title: "id", value: (row) => row.id },
    { title: t("columns.seller"), value: (row) => row.seller_account },
    { title: t("verifications.realName"), value: (row) => row.real_name },
    { title: t("verifications.idNumber"), value: (row) => row.id_card_number },
    { title: t("columns.status"), value: (row) => row.verification_status },
    { title: t("columns.createdAt"), value: (row) => row.submitted_at },
    { title: t("columns.reason"), value: (row) => row.reject_reason },
  ];
  return (
    <>
      <ListHeader
        title={t("nav.verifications")}
        filters={
          <>
            <Input.Search
              aria-label={t("list.search")}
              placeholder={t("verifications.searchPlaceholder")}
              allowClear
              onChange={(event) => setKeyword(event.target.value)}
              style={{ width: 240 }}
            />
            <StatusFilter statuses={VERIFICATION_STATES} value={status} onChange={setStatus} />
          </>
        }
        csv={{
          filename: "identity-reviews",
          columns: csvColumns,
          fetchPage: async () => ({ items: rows, total: rows.length }),
        }}
      />
      <Table<Row>
        rowKey="id"
        loading={query.isLoading}
        dataSource={rows}
        pagination={{ pageSize: 20, showSizeChanger: true }}
        columns={[
          idColumn,
          sellerColumn(t),
          { title: t("verifications.realName"), dataIndex: "real_name" },
          { title: t("verifications.idNumber"), render: (_, row) => <code>{row.id_card_number}</code> },
          waitedColumn(t, language, (row) => row.submitted_at),
          statusColumn(t, (row) => row.verification_status),
          {
            title: t("columns.actions"),
            render: (_, row) => (
              <Button size="small" onClick={() => setOpen(row.id)}>
                {t("verifications.open")}
              </Button>
            ),
          },
        ]}
      />
      {open !== null && <Review id={open} onClose={() => setOpen(null)} />}
    </>
  );
}
