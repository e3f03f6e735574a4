import { BADGE_CAP } from "@seller/contract/constants";

/** A count badge: nothing at 0, the number up to 99, then "99+" (spec section 2). */
export function formatBadge(count: number | null | undefined, cap = BADGE_CAP): string | undefined {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return undefined;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}

/** Intl's locale for an interface language: "th" as th-TH, so dates take the Buddhist calendar. */
export function intlLocale(language: string): string {
  return language === "th" ? "th-TH" : language;
}

/** A date in the interface language's calendar (th shows the Buddhist year), Bangkok time (DECISIONS). */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: "long",
    timeZone: "Asia/Bangkok",
  }).format(date);
}

/** A date with its time, for history rows: same calendar and time zone as formatDate; empty when there is none. */
export function formatDateTime(iso: string | null, language: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Bangkok",
  }).format(date);
}

/** Counts above 1000 as 1.2k (spec section 9, DECISIONS "Dates and numbers"). */
export function formatCount(count: number): string {
  if (count <= 1000) return String(count);
  const thousands = Math.floor(count / 100) / 10;
  return `${thousands}k`;
}
