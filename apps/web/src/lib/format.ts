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

/**
 * The app's date, time and number styles. Building an Intl formatter is costly (the calendar and
 * the Bangkok time zone's rules: about 0.1 s for a product page's first on a CPU slowed to a cheap
 * phone's) where using one is cheap, so each language and style is built once and kept.
 */
const STYLES = {
  date: { dateStyle: "long", timeZone: "Asia/Bangkok" },
  dateTime: { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Bangkok" },
  /** The store preview's phone clock: 12-hour. */
  clock: { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Bangkok" },
  /** A day of the sales report: short weekday and day of the month. */
  weekday: { weekday: "short", day: "numeric", timeZone: "Asia/Bangkok" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The kept formatter of a style in the interface language (Bangkok time, DECISIONS "Dates and numbers"). */
export function dateFormat(language: string, style: keyof typeof STYLES): Intl.DateTimeFormat {
  const key = `${language} ${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), STYLES[style]);
    dateFormats.set(key, format);
  }
  return format;
}

const compactFormats = new Map<string, Intl.NumberFormat>();

/** Whole numbers as 5K or 1M in the interface language, the formatter kept as dateFormat's. */
export function compactNumber(value: bigint, language: string): string {
  let format = compactFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), { notation: "compact" });
    compactFormats.set(language, format);
  }
  return format.format(value);
}

/** A date in the interface language's calendar (th shows the Buddhist year), Bangkok time (DECISIONS). */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateFormat(language, "date").format(date);
}

/** A date with its time, for history rows: same calendar and time zone as formatDate; empty when there is none. */
export function formatDateTime(iso: string | null, language: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateFormat(language, "dateTime").format(date);
}

/** Counts above 1000 as 1.2k (spec section 9, DECISIONS "Dates and numbers"). */
export function formatCount(count: number): string {
  if (count <= 1000) return String(count);
  const thousands = Math.floor(count / 100) / 10;
  return `${thousands}k`;
}
