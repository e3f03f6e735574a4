/**
 * Bangkok time for days, months and clock texts (DECISIONS.md "Day boundaries").
 * Thailand keeps UTC+7 all year (no daylight saving), so a fixed offset is exact;
 * this is the one place that holds it, for the server and the web app alike.
 */
export const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The Bangkok wall clock of an instant, as ISO text without a zone: "2026-11-23T14:05:00.000". */
export function bangkokWallClock(instant: Date | string | number): string {
  return new Date(new Date(instant).getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 23);
}

/** The instant a Bangkok date ("2026-11-23") reaches a wall-clock time ("12:00"). */
export function atBangkokTime(day: string, time = "00:00"): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - BANGKOK_OFFSET_MS);
}
