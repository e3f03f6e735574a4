import {
  type AdminReview,
  adminReviewSchema,
  adminReviewsPageSchema,
} from "@seller/contract/catalogue-admin";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Rate, Switch, Table, Tag } from "antd";
import { api, ConsoleApiError } from "../api";
import { dateTime } from "../format";
import { useText } from "../i18n";

/** Buyers' reviews of a product: feature one, or hide one (it then leaves the count and the average). */
export function ProductReviews({ productId }: { productId: number }) {
  const { t, language } = useText();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ["console", "product-reviews", productId],
    queryFn: async () =>
      (await api(`/admin/products/${productId}/reviews?per_page=100`, adminReviewsPageSchema)).data,
  });
  async function change(review: AdminReview, body: { is_featured?: boolean; is_hidden?: boolean }) {
    try {
      const answer = await api(`/admin/reviews/${review.id}`, adminReviewSchema, { method: "PUT", body });
      void message.success(answer.message);
    } catch (failure) {
      void message.error(failure instanceof ConsoleApiError ? failure.message : t("errors.server"));
    } finally {
      await queryClient.invalidateQueries({ queryKey: ["console", "product-reviews", productId] });
    }
  }
  return (
    <Table<AdminReview>
      size="small"
      rowKey="id"
      loading={query.isLoading}
      dataSource={query.data?.reviews}
      pagination={{ pageSize: 10 }}
      columns={[
        {
          title: t("catalogue.reviewer"),
          render: (_, row) => (
            <>
              {row.name} {row.is_demo && <Tag>{t("common.demo")}</Tag>}
            </>
          ),
        },
        { title: t("catalogue.rating"), render: (_, row) => <Rate disabled value={row.rating} /> },
        { title: t("catalogue.comment"), dataIndex: "comment" },
        { title: t("columns.when"), render: (_, row) => dateTime(row.review_date, language) },
        {
          title: t("catalogue.featured"),
          render: (_, row) => (
            <Switch
              aria-label={t("catalogue.featured")}
              checked={row.is_featured}
              onChange={(value) => void change(row, { is_featured: value })}
            />
          ),
        },
        {
          title: t("catalogue.hidden"),
          render: (_, row) => (
            <Switch
              aria-label={t("catalogue.hidden")}
              checked={row.is_hidden}
              onChange={(value) => void change(row, { is_hidden: value })}
            />
          ),
        },
      ]}
    />
  );
}
