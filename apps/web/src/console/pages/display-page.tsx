import { DeleteOutlined, PlusOutlined, UploadOutlined } from "@ant-design/icons";
import { displayPictureSchema, type SystemDisplay, systemDisplaySchema } from "@seller/contract/system";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Card, Image, Input, Space, Typography, Upload } from "antd";
import { useEffect, useState } from "react";
import { api, ConsoleApiError } from "../api";
import { useText } from "../i18n";

type Item = { image: string; link: string | null };
type Single = "home_background" | "web_logo" | "profile_bg";
type Banner = "coupon_banner" | "festival_banner";

function ImagePicker({ onUploaded, label }: { onUploaded: (url: string) => void; label: string }) {
  const { t } = useText();
  const { message } = App.useApp();
  return (
    <Upload
      accept="image/jpeg,image/png,image/webp"
      showUploadList={false}
      customRequest={async ({ file, onSuccess, onError }) => {
        const form = new FormData();
        form.append("file", file as Blob);
        try {
          const answer = await api("/admin/system/images", displayPictureSchema, {
            method: "POST",
            body: form,
          });
          onUploaded(answer.data.url);
          onSuccess?.(answer.data);
        } catch (failure) {
          void message.error(failure instanceof ConsoleApiError ? failure.message : t("errors.server"));
          onError?.(failure as Error);
        }
      }}
    >
      <Button icon={<UploadOutlined />}>{label}</Button>
    </Upload>
  );
}

/** The home carousel, backgrounds, logo and the two promotion banners (DECISIONS.md "Catalogue"). */
export function DisplayPage() {
  const { t } = useText();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ["console", "display"],
    queryFn: async () => (await api("/system", systemDisplaySchema)).data,
  });
  const [draft, setDraft] = useState<SystemDisplay | null>(null);
  useEffect(() => {
    if (query.data) setDraft(query.data);
  }, [query.data]);
  if (query.error) return <Alert type="error" title={query.error.message} showIcon />;
  if (!draft) return <Card loading />;

  async function save() {
    if (!draft) return;
    try {
      const answer = await api("/admin/system", systemDisplaySchema, { method: "PUT", body: draft });
      void message.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["console", "display"] });
    } catch (failure) {
      void message.error(failure instanceof ConsoleApiError ? failure.message : t("errors.server"));
    }
  }
  const setCarousel = (items: Item[]) => setDraft({ ...draft, home_carousel: items });
  const setSingle = (key: Single, value: string | null) => setDraft({ ...draft, [key]: value });
  const setBanner = (key: Banner, value: Item | null) => setDraft({ ...draft, [key]: value });

  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t("nav.display")}
      </Typography.Title>
      <Card title={t("display.carousel")}>
        <Space direction="vertical" style={{ width: "100%" }}>
          {draft.home_carousel.map((item, index) => (
            <Space key={item.image} align="center">
              <Image src={item.image} alt={t("display.slide", { number: index + 1 })} width={160} />
              <Input
                aria-label={t("display.link")}
                placeholder={t("display.linkPlaceholder")}
                value={item.link ?? ""}
                onChange={(event) =>
                  setCarousel(
                    draft.home_carousel.map((other, at) =>
                      at === index ? { ...other, link: event.target.value || null } : other,
                    ),
                  )
                }
                style={{ width: 320 }}
              />
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={t("common.delete")}
                onClick={() => setCarousel(draft.home_carousel.filter((_, at) => at !== index))}
              />
            </Space>
          ))}
          <ImagePicker
            label={t("display.addSlide")}
            onUploaded={(url) => setCarousel([...draft.home_carousel, { image: url, link: null }])}
          />
        </Space>
      </Card>
      <Card title={t("display.images")}>
        <Space size="large" wrap>
          {(["home_background", "web_logo", "profile_bg"] as Single[]).map((key) => (
            <Space key={key} direction="vertical">
              <Typography.Text strong>{t(`display.${key}`)}</Typography.Text>
              {draft[key] ? (
                <Image src={draft[key] ?? ""} alt={t(`display.${key}`)} width={160} />
              ) : (
                <Typography.Text type="secondary">{t("display.default")}</Typography.Text>
              )}
              <Space>
                <ImagePicker label={t("display.upload")} onUploaded={(url) => setSingle(key, url)} />
                {draft[key] && <Button onClick={() => setSingle(key, null)}>{t("display.clear")}</Button>}
              </Space>
            </Space>
          ))}
        </Space>
      </Card>
      <Card title={t("display.banners")}>
        <Space size="large" wrap>
          {(["coupon_banner", "festival_banner"] as Banner[]).map((key) => {
            const banner = draft[key];
            return (
              <Space key={key} direction="vertical">
                <Typography.Text strong>{t(`display.${key}`)}</Typography.Text>
                {banner ? (
                  <Image src={banner.image} alt={t(`display.${key}`)} width={240} />
                ) : (
                  <Typography.Text type="secondary">{t("display.default")}</Typography.Text>
                )}
                {banner && (
                  <Input
                    aria-label={t("display.link")}
                    placeholder={t("display.linkPlaceholder")}
                    value={banner.link ?? ""}
                    onChange={(event) => setBanner(key, { ...banner, link: event.target.value || null })}
                  />
                )}
                <Space>
                  <ImagePicker
                    label={t("display.upload")}
                    onUploaded={(url) => setBanner(key, { image: url, link: banner?.link ?? null })}
                  />
                  {banner && <Button onClick={() => setBanner(key, null)}>{t("display.clear")}</Button>}
                </Space>
              </Space>
            );
          })}
        </Space>
      </Card>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => void save()}>
        {t("common.save")}
      </Button>
    </Space>
  );
}
