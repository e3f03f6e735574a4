import { zodResolver } from "@hookform/resolvers/zod";
import type { ValidationDetail } from "@seller/contract/envelope";
import {
  STORE_ANNOUNCEMENT_MAX_LENGTH,
  STORE_DESCRIPTION_MAX_LENGTH,
  STORE_HOURS_MAX_LENGTH,
  STORE_NAME_MAX_LENGTH,
  type StoreSetting,
  type StoreSettingInput,
  storeSettingInputSchema,
} from "@seller/contract/store";
import { Button } from "antd-mobile";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatPhone } from "../../../components/storefront/format-phone";
import { isApiError } from "../../../lib/api-error";
import { translateKey } from "../../../lib/i18n";
import { toast } from "../../../lib/notify";
import { useUpdateStoreSetting } from "../api/update-store-setting";
import styles from "./store-setting.module.css";
import { ThemeSwatches } from "./theme-swatches";

type Field = FieldPath<StoreSettingInput>;

const TEXT_FIELDS: { name: Field; multiline?: boolean; max: number }[] = [
  { name: "store_name", max: STORE_NAME_MAX_LENGTH },
  { name: "store_description", multiline: true, max: STORE_DESCRIPTION_MAX_LENGTH },
  { name: "contact_phone", max: 20 },
  { name: "business_hours", max: STORE_HOURS_MAX_LENGTH },
  { name: "announcement", multiline: true, max: STORE_ANNOUNCEMENT_MAX_LENGTH },
];

/** The store's settings (spec "Store settings"): every field validated with its own message, all sent together. */
export function StoreSettingForm({ setting }: { setting: StoreSetting }) {
  const { t } = useTranslation();
  const save = useUpdateStoreSetting();
  const form = useForm<StoreSettingInput>({
    resolver: zodResolver(storeSettingInputSchema) as never,
    defaultValues: {
      store_name: setting.store_name,
      store_description: setting.store_description,
      contact_phone: setting.contact_phone ? formatPhone(setting.contact_phone) : "",
      business_hours: setting.business_hours,
      announcement: setting.announcement,
      theme_color: setting.theme_color,
      slug: setting.slug,
    },
  });
  const { errors } = form.formState;
  const message = (name: Field) => {
    const text = errors[name]?.message;
    return text ? translateKey(text) : undefined;
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ message: saved }) => toast.success(saved || t("shop.settings.saved")),
      onError: (error) => {
        // Field problems from the server (a slug already taken) go under their field.
        if (!isApiError(error)) return;
        const details = (error.body as { details?: ValidationDetail[] } | undefined)?.details ?? [];
        for (const detail of details) {
          const field = detail.path.replace(/^store_setting\./, "") as Field;
          form.setError(field, { type: "server", message: detail.message });
        }
      },
    }),
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="store-setting-form"
    >
      {TEXT_FIELDS.map(({ name, multiline, max }) => {
        const error = message(name);
        const id = `store-${name}`;
        return (
          <div key={name} className={styles.field}>
            <label className={styles.label} htmlFor={id}>
              {t(`shop.settings.fields.${name as "store_name"}`)}
            </label>
            {multiline ? (
              <textarea
                id={id}
                className={styles.input}
                rows={3}
                // The limit the server checks: a field cannot take more than it will accept.
                maxLength={max}
                aria-invalid={Boolean(error)}
                {...form.register(name)}
                data-testid={`setting-${name}`}
              />
            ) : (
              <input
                id={id}
                className={styles.input}
                maxLength={max}
                aria-invalid={Boolean(error)}
                inputMode={name === "contact_phone" ? "tel" : undefined}
                {...form.register(name)}
                data-testid={`setting-${name}`}
              />
            )}
            {error ? (
              <span className={styles.error} data-testid={`setting-error-${name}`}>
                {error}
              </span>
            ) : null}
          </div>
        );
      })}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="store-slug">
          {t("shop.settings.fields.slug")}
        </label>
        <div className={styles.slug}>
          <span>{window.location.host}/s/</span>
          <input
            id="store-slug"
            className={styles.input}
            aria-invalid={Boolean(message("slug"))}
            autoCapitalize="none"
            {...form.register("slug")}
            data-testid="setting-slug"
          />
        </div>
        {message("slug") ? (
          <span className={styles.error} data-testid="setting-error-slug">
            {message("slug")}
          </span>
        ) : (
          <span className={styles.hint}>{t("shop.settings.slugHint")}</span>
        )}
      </div>
      <div className={styles.field}>
        <span className={styles.label}>{t("shop.settings.theme")}</span>
        <Controller
          control={form.control}
          name="theme_color"
          render={({ field }) => <ThemeSwatches value={field.value} onChange={field.onChange} />}
        />
        {message("theme_color") ? <span className={styles.error}>{message("theme_color")}</span> : null}
      </div>
      <Button block type="submit" color="primary" loading={save.isPending} data-testid="setting-save">
        {t("shop.settings.save")}
      </Button>
    </form>
  );
}
