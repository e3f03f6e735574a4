/** Spec section 9: "just now"; minutes under 60; hours under 24; else days. */
export type RelativeTime =
  | { unit: "justNow" }
  | { unit: "minutes"; count: number }
  | { unit: "hours"; count: number }
  | { unit: "days"; count: number };

const MINUTE_MS = 60_000;

export function relativeTime(iso: string, now: number): RelativeTime {
  const time = Date.parse(iso);
  // An unreadable or future time (a clock a little ahead of ours) reads as just now.
  const elapsed = Number.isNaN(time) ? 0 : Math.max(0, now - time);
  const minutes = Math.floor(elapsed / MINUTE_MS);
  if (minutes < 1) return { unit: "justNow" };
  if (minutes < 60) return { unit: "minutes", count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: "hours", count: hours };
  return { unit: "days", count: Math.floor(hours / 24) };
}
