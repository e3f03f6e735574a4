import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { UNLIMITED_STOCK } from "@seller/contract/catalogue";
import { type AdminProduct, adminProductSchema } from "@seller/contract/catalogue-admin";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from "antd";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { api, ConsoleApiError } from "../api";
import { useCategories } from "../components/categories";
import { ProductImages } from "../components/product-images";
import { ProductReviews } from "../components/product-reviews";
import { useText } from "../i18n";
import { consolePaths as paths } from "../paths";
import { plainBaht, typedBahtRule } from "../typed-baht";

type Color = {
  thai_name: string;
  chinese_name: string;
  english_name?: string | null;
  image_id?: number | null;
};
type Values = {
  name: string;
  name_zh: string;
  name_en?: string;
  description?: string;
  description_zh?: string;
  description_en?: string;
  category: string;
  price: string;
  discount_price?: string;
  cost_price: string;
  stock: number;
  is_hot?: boolean;
  is_new?: boolean;
  status: "active" | "inactive";
  sizes?: string[];
  colors?: Color[];
};

function body(values: Values) {
  return {
    ...values,
    name_en: values.name_en?.trim() || null,
    description_en: values.description_en?.trim() || null,
    price: plainBaht(values.price),
    cost_price: plainBaht(values.cost_price),
    discount_price: values.discount_price?.trim() ? plainBaht(values.discount_price) : null,
    sizes: values.sizes ?? [],
    colors: (values.colors ?? []).map((color) => ({
      ...color,
      english_name: color.english_name?.trim() || null,
      image_id: color.image_id ?? null,
    })),
  };
}

function initial(product: AdminProduct | undefined): Partial<Values> {
  if (!product) return { stock: 99999, status: "active", sizes: [], colors: [] };
  return {
    name: product.name,
    name_zh: product.name_zh,
    name_en: product.name_en ?? "",
    description: product.description,
    description_zh: product.description_zh,
    description_en: product.description_en ?? "",
    category: product.category_key,
    price: product.price,
    discount_price: product.discount_price ?? "",
    cost_price: product.cost_price,
    stock: product.stock,
    is_hot: product.is_hot,
    is_new: product.is_new,
    status: product.status === "inactive" ? "inactive" : "active",
    sizes: product.sizes,
    colors: product.colors.map(({ thai_name, chinese_name, english_name, image_id }) => ({
      thai_name,
      chinese_name,
      english_name,
      image_id,
    })),
  };
}

/** Adds or edits a catalogue product: texts, prices and cost, stock, colours and sizes, pictures, reviews. */
export function ProductPage() {
  const { t } = useText();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const idParam = useParams().id ?? "new";
  const isNew = idParam === "new";
  const id = Number(idParam);
  const categories = useCategories();
  const [saving, setSaving] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [archiveForm] = Form.useForm<{ reason?: string }>();
  const query = useQuery({
    queryKey: ["console", "product", id],
    queryFn: async () => (await api(`/admin/products/${id}`, adminProductSchema)).data,
    enabled: !isNew,
  });
  const product = query.data;
  const fail = (failure: unknown) =>
    void message.error(failure instanceof ConsoleApiError ? failure.message : t("errors.server"));

  async function save(values: Values) {
    setSaving(true);
    try {
      if (isNew) {
        const answer = await api("/admin/products", adminProductSchema, {
          method: "POST",
          body: body(values),
        });
        void message.success(answer.message);
        navigate(paths.product(answer.data.id), { replace: true });
      } else {
        const answer = await api(`/admin/products/${id}`, adminProductSchema, {
          method: "PUT",
          body: body(values),
        });
        void message.success(answer.message);
      }
      await queryClient.invalidateQueries({ queryKey: ["console"] });
    } catch (failure) {
      fail(failure);
    } finally {
      setSaving(false);
    }
  }

  async function archive(values: { reason?: string }) {
    try {
      const reason = values.reason?.trim();
      const answer = await api(`/admin/products/${id}`, adminProductSchema, {
        method: "DELETE",
        body: reason ? { reason } : {},
      });
      void message.success(answer.message);
      setArchiving(false);
      await queryClient.invalidateQueries({ queryKey: ["console"] });
    } catch (failure) {
      fail(failure);
    }
  }

  if (!isNew && query.error) return <Alert type="error" title={query.error.message} showIcon />;
  if (!isNew && !product) return <Card loading />;
  const imageOptions = product?.images.map((image, index) => ({
    value: image.id,
    label: t("catalogue.imageNumber", { number: index + 1 }),
  }));
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {isNew ? t("catalogue.add") : product?.name}{" "}
          {product && <Tag>{t(`productStatus.${product.status}`)}</Tag>}
        </Typography.Title>
        <Space>
          <Button onClick={() => navigate(paths.catalogue)}>{t("common.back")}</Button>
          {product && product.status !== "archived" && (
            <Button danger onClick={() => setArchiving(true)}>
              {t("catalogue.archive")}
            </Button>
          )}
        </Space>
      </div>
      <Card title={t("catalogue.details")}>
        <Form<Values>
          layout="vertical"
          initialValues={initial(product)}
          onFinish={save}
          key={product?.updated_at ?? "new"}
        >
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item
                label={t("catalogue.nameTh")}
                name="name"
                rules={[{ required: true, whitespace: true, message: t("catalogue.required") }]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                label={t("catalogue.nameZh")}
                name="name_zh"
                rules={[{ required: true, whitespace: true, message: t("catalogue.required") }]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label={t("catalogue.nameEn")} name="name_en">
                <Input />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label={t("catalogue.descriptionTh")} name="description">
                <Input.TextArea rows={3} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label={t("catalogue.descriptionZh")} name="description_zh">
                <Input.TextArea rows={3} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label={t("catalogue.descriptionEn")} name="description_en">
                <Input.TextArea rows={3} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                label={t("catalogue.category")}
                name="category"
                rules={[{ required: true, message: t("catalogue.required") }]}
              >
                <Select options={categories.data?.map((item) => ({ value: item.key, label: item.name }))} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                label={t("catalogue.price")}
                name="price"
                rules={[
                  { required: true, message: t("payments.amountInvalid") },
                  typedBahtRule(t("payments.amountInvalid")),
                ]}
              >
                <Input prefix="฿" inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                label={t("catalogue.discountPrice")}
                name="discount_price"
                rules={[typedBahtRule(t("payments.amountInvalid"))]}
              >
                <Input prefix="฿" inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                label={t("catalogue.cost")}
                name="cost_price"
                rules={[
                  { required: true, message: t("payments.amountInvalid") },
                  typedBahtRule(t("payments.amountInvalid")),
                ]}
              >
                <Input prefix="฿" inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                label={t("catalogue.stock")}
                name="stock"
                extra={t("catalogue.stockHint")}
                rules={[{ required: true, message: t("catalogue.required") }]}
              >
                <InputNumber min={0} max={UNLIMITED_STOCK} precision={0} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label={t("columns.status")} name="status">
                <Select
                  options={["active", "inactive"].map((value) => ({
                    value,
                    label: t(`productStatus.${value}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label={t("catalogue.sizes")} name="sizes">
                <Select mode="tags" tokenSeparators={[","]} open={false} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Space size="large">
                <Form.Item name="is_hot" valuePropName="checked">
                  <Checkbox>{t("catalogue.hot")}</Checkbox>
                </Form.Item>
                <Form.Item name="is_new" valuePropName="checked">
                  <Checkbox>{t("catalogue.new")}</Checkbox>
                </Form.Item>
              </Space>
            </Col>
          </Row>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {t("catalogue.colors")}
          </Typography.Title>
          <Form.List name="colors">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item
                      name={[field.name, "thai_name"]}
                      rules={[{ required: true, message: t("catalogue.required") }]}
                    >
                      <Input placeholder={t("catalogue.colorTh")} aria-label={t("catalogue.colorTh")} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, "chinese_name"]}
                      rules={[{ required: true, message: t("catalogue.required") }]}
                    >
                      <Input placeholder={t("catalogue.colorZh")} aria-label={t("catalogue.colorZh")} />
                    </Form.Item>
                    <Form.Item name={[field.name, "english_name"]}>
                      <Input placeholder={t("catalogue.colorEn")} aria-label={t("catalogue.colorEn")} />
                    </Form.Item>
                    {imageOptions && (
                      <Form.Item name={[field.name, "image_id"]}>
                        <Select
                          allowClear
                          placeholder={t("catalogue.colorImage")}
                          aria-label={t("catalogue.colorImage")}
                          options={imageOptions}
                          style={{ width: 140 }}
                        />
                      </Form.Item>
                    )}
                    <Button
                      icon={<MinusCircleOutlined />}
                      aria-label={t("common.delete")}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                <Form.Item>
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ thai_name: "", chinese_name: "" })}
                  >
                    {t("catalogue.addColor")}
                  </Button>
                </Form.Item>
              </>
            )}
          </Form.List>
          <Button type="primary" htmlType="submit" loading={saving}>
            {isNew ? t("catalogue.create") : t("common.save")}
          </Button>
        </Form>
      </Card>
      {isNew ? (
        <Alert type="info" showIcon title={t("catalogue.imagesAfterCreate")} />
      ) : (
        product && (
          <>
            <Card title={t("catalogue.images")}>
              <ProductImages productId={product.id} images={product.images} />
            </Card>
            <Card title={t("catalogue.reviews")}>
              <ProductReviews productId={product.id} />
            </Card>
          </>
        )
      )}
      <Modal
        open={archiving}
        title={t("catalogue.archiveTitle")}
        okText={t("catalogue.archive")}
        okButtonProps={{ danger: true }}
        cancelText={t("common.cancel")}
        onOk={() => archiveForm.submit()}
        onCancel={() => setArchiving(false)}
        destroyOnHidden
      >
        <p>{t("catalogue.archiveEffect")}</p>
        <Form form={archiveForm} layout="vertical" onFinish={archive}>
          <Form.Item label={t("decision.reason")} name="reason">
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
