/** Spec section 9: an unpaid order is "expiring soon" under 2 hours before its expiry. */
export const EXPIRING_SOON_MS = 2 * 60 * 60 * 1000;

export type Countdown =
  | { state: "expired" }
  | { state: "active" | "expiring"; unit: "days" | "hours" | "minutes"; value: number; rest: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The time left to pay (spec section 4): whole days (and hours) when a day or
 * more is left, hours (and minutes) when an hour or more, else minutes, never
 * shown as 0 while time is left.
 */
export function countdown(expiresAt: string, now: number, expiredByServer = false): Countdown {
  const left = new Date(expiresAt).getTime() - now;
  if (expiredByServer || !Number.isFinite(left) || left <= 0) return { state: "expired" };
  const state = left < EXPIRING_SOON_MS ? "expiring" : "active";
  if (left >= DAY) {
    return { state, unit: "days", value: Math.floor(left / DAY), rest: Math.floor((left % DAY) / HOUR) };
  }
  if (left >= HOUR) {
    return {
      state,
      unit: "hours",
      value: Math.floor(left / HOUR),
      rest: Math.floor((left % HOUR) / MINUTE),
    };
  }
  return { state, unit: "minutes", value: Math.max(1, Math.ceil(left / MINUTE)), rest: 0 };
}
