import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const NOW = Date.parse("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe("relativeTime", () => {
  it("says just now under a minute, and for a time slightly in the future", () => {
    expect(relativeTime(ago(59_000), NOW)).toEqual({ unit: "justNow" });
    expect(relativeTime(ago(-5_000), NOW)).toEqual({ unit: "justNow" });
  });

  it("counts minutes under an hour, hours under a day, then days", () => {
    expect(relativeTime(ago(60_000), NOW)).toEqual({ unit: "minutes", count: 1 });
    expect(relativeTime(ago(59 * 60_000), NOW)).toEqual({ unit: "minutes", count: 59 });
    expect(relativeTime(ago(60 * 60_000), NOW)).toEqual({ unit: "hours", count: 1 });
    expect(relativeTime(ago(23 * 3_600_000 + 59 * 60_000), NOW)).toEqual({ unit: "hours", count: 23 });
    expect(relativeTime(ago(24 * 3_600_000), NOW)).toEqual({ unit: "days", count: 1 });
    expect(relativeTime(ago(10 * 86_400_000), NOW)).toEqual({ unit: "days", count: 10 });
  });

  it("reads an unreadable time as just now", () => {
    expect(relativeTime("not a date", NOW)).toEqual({ unit: "justNow" });
  });
});
