import { dashboardSchema, type QueueName } from "@seller/contract/console";
import { useQuery } from "@tanstack/react-query";
import { Alert, Card, Col, Row, Statistic, Typography } from "antd";
import { Link } from "react-router";
import { api } from "../api";
import { age, dateTime } from "../format";
import { useText } from "../i18n";
import { consolePaths as paths } from "../paths";

const QUEUES: { name: QueueName; path: string }[] = [
  { name: "recharges", path: paths.recharges },
  { name: "payments", path: paths.payments },
  { name: "withdrawals", path: paths.withdrawals },
  { name: "refunds", path: paths.refunds },
  { name: "order_refunds", path: paths.orderRefunds },
  { name: "verifications", path: paths.verifications },
  { name: "dispatch", path: paths.dispatch },
];

export const dashboardKey = ["console", "dashboard"] as const;

/** What waits, queue by queue; the operator room's pings keep it current, a minute's poll backs them up. */
export function DashboardPage() {
  const { t, language } = useText();
  const query = useQuery({
    queryKey: dashboardKey,
    queryFn: async ({ signal }) => (await api("/admin/dashboard", dashboardSchema, { signal })).data,
    refetchInterval: 60_000,
  });
  return (
    <>
      <Typography.Title level={2}>{t("dashboard.title")}</Typography.Title>
      {query.error && <Alert type="error" title={query.error.message} showIcon />}
      {/* DECISIONS "Account and session": without any contact, a locked-out seller reaches nobody. */}
      {query.data?.contact_missing ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="dashboard-contact-missing"
          title={t("dashboard.contactMissing")}
          action={<Link to={paths.settings}>{t("dashboard.contactMissingLink")}</Link>}
        />
      ) : null}
      <Row gutter={[16, 16]}>
        {QUEUES.map(({ name, path }) => {
          const summary = query.data?.queues[name];
          return (
            <Col key={name} xs={24} md={12} xl={8}>
              <Link to={path} title={t(`dashboard.open.${name}`)} data-queue={name}>
                <Card hoverable loading={query.isLoading}>
                  <Statistic title={t(`queues.${name}`)} value={summary?.count ?? 0} />
                  <Typography.Text type="secondary">
                    {summary?.oldest_at
                      ? t("dashboard.oldest", {
                          age: age(summary.oldest_at, t),
                          at: dateTime(summary.oldest_at, language),
                        })
                      : t("dashboard.nothingWaits")}
                  </Typography.Text>
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
      {query.data && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t("dashboard.updated", { at: dateTime(query.data.generated_at, language) })}
        </Typography.Paragraph>
      )}
    </>
  );
}
