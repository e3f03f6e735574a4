import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, InboxOutlined } from "@ant-design/icons";
import { type CatalogueImage, catalogueImageSchema } from "@seller/contract/catalogue";
import { adminProductSchema } from "@seller/contract/catalogue-admin";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Image, Space, Upload } from "antd";
import { useState } from "react";
import { api, ConsoleApiError } from "../api";
import { useText } from "../i18n";

/**
 * A product's pictures: dropped or picked files are uploaded one by one (the
 * server re-encodes them to WebP); the order is changed in place, the first
 * being the main image; each change saves at once.
 */
export function ProductImages({ productId, images }: { productId: number; images: CatalogueImage[] }) {
  const { t } = useText();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["console", "product", productId] });
  const fail = (failure: unknown) =>
    void message.error(failure instanceof ConsoleApiError ? failure.message : t("errors.server"));

  const [dragged, setDragged] = useState<number | null>(null);

  /** Moves the picture at `from` to `to` (by the arrows, or dragged onto another picture) and saves the order. */
  async function reorder(from: number, to: number) {
    if (from === to) return;
    const order = images.map((image) => image.id);
    const [moved] = order.splice(from, 1);
    if (moved === undefined) return;
    order.splice(to, 0, moved);
    try {
      await api(`/admin/products/${productId}`, adminProductSchema, {
        method: "PUT",
        body: { image_order: order },
      });
      await refresh();
    } catch (failure) {
      fail(failure);
    }
  }

  const remove = (image: CatalogueImage) =>
    modal.confirm({
      title: t("catalogue.removeImage"),
      okText: t("common.delete"),
      okButtonProps: { danger: true },
      cancelText: t("common.cancel"),
      onOk: async () => {
        try {
          await api(`/admin/products/${productId}/images/${image.id}`, adminProductSchema, {
            method: "DELETE",
          });
          await refresh();
        } catch (failure) {
          fail(failure);
        }
      },
    });

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Upload.Dragger
        name="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          const form = new FormData();
          form.append("file", file as Blob);
          try {
            const answer = await api(`/admin/products/${productId}/images`, catalogueImageSchema, {
              method: "POST",
              body: form,
            });
            void message.success(answer.message);
            onSuccess?.(answer.data);
            await refresh();
          } catch (failure) {
            fail(failure);
            onError?.(failure as Error);
          }
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{t("catalogue.dropImages")}</p>
        <p style={{ color: "#595959" }}>{t("catalogue.imageRules")}</p>
      </Upload.Dragger>
      <ul
        aria-label={t("catalogue.images")}
        style={{ display: "flex", flexWrap: "wrap", gap: 8, listStyle: "none", margin: 0, padding: 0 }}
      >
        {images.map((image, index) => (
          <li
            key={image.id}
            data-image-id={image.id}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) void reorder(dragged, index);
              setDragged(null);
            }}
            style={{ border: "1px solid #eee", borderRadius: 6, padding: 6, textAlign: "center" }}
          >
            <Image
              src={image.thumbnail_url}
              alt={t("catalogue.imageNumber", { number: index + 1 })}
              width={120}
              height={120}
              style={{ objectFit: "cover" }}
            />
            <div>{index === 0 ? t("catalogue.mainImage") : `#${index + 1}`}</div>
            <Space size={4}>
              <Button
                size="small"
                icon={<ArrowLeftOutlined />}
                aria-label={t("catalogue.moveEarlier")}
                disabled={index === 0}
                onClick={() => void reorder(index, index - 1)}
              />
              <Button
                size="small"
                icon={<ArrowRightOutlined />}
                aria-label={t("catalogue.moveLater")}
                disabled={index === images.length - 1}
                onClick={() => void reorder(index, index + 1)}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t("common.delete")}
                onClick={() => remove(image)}
              />
            </Space>
          </li>
        ))}
      </ul>
    </Space>
  );
}
