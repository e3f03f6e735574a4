import { formatDateTime } from "../lib/format";
import { formatMoney } from "../lib/money";
import type { Text } from "./i18n";

export const money = (amount: string | null | undefined) => (amount == null ? "" : formatMoney(amount));

export const dateTime = (iso: string | null | undefined, language: string) =>
  iso ? formatDateTime(iso, language) : "";

/** How long an item has waited: "3 d 4 h", "2 h 5 min", "12 min". */
export function age(iso: string | null | undefined, t: Text, now = Date.now()): string {
  if (!iso) return "";
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return t("age.daysHours", { days, hours });
  if (hours > 0) return t("age.hoursMinutes", { hours, minutes: minutes % 60 });
  return t("age.minutes", { minutes });
}
