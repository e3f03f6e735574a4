import { BANGKOK_OFFSET_MS } from "@seller/contract/bangkok-time";

/** Day and month boundaries in Asia/Bangkok (DECISIONS.md "Day boundaries"), at the contract's fixed offset. */
const OFFSET_MS = BANGKOK_OFFSET_MS;
const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfBangkokDay(now: Date): Date {
  const local = now.getTime() + OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS);
}

export function startOfBangkokMonth(now: Date): Date {
  const local = new Date(now.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET_MS);
}
