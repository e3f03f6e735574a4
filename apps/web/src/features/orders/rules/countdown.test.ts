import { describe, expect, it } from "vitest";
import { countdown } from "./countdown";

const NOW = Date.parse("2026-01-10T12:00:00Z");
const later = (ms: number) => new Date(NOW + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("countdown of an unpaid order", () => {
  it("shows days and hours when a day or more is left", () => {
    expect(countdown(later(26 * HOUR + 5 * MIN), NOW)).toEqual({
      state: "active",
      unit: "days",
      value: 1,
      rest: 2,
    });
  });

  it("shows hours and minutes, and is not yet expiring soon at exactly 2 hours", () => {
    expect(countdown(later(2 * HOUR), NOW)).toEqual({ state: "active", unit: "hours", value: 2, rest: 0 });
  });

  it("is expiring soon under 2 hours", () => {
    expect(countdown(later(2 * HOUR - MIN), NOW)).toEqual({
      state: "expiring",
      unit: "hours",
      value: 1,
      rest: 59,
    });
    expect(countdown(later(30 * 1000), NOW)).toEqual({
      state: "expiring",
      unit: "minutes",
      value: 1,
      rest: 0,
    });
  });

  it("is expired at or past the expiry time, or when the server says so", () => {
    expect(countdown(later(0), NOW).state).toBe("expired");
    expect(countdown(later(-HOUR), NOW).state).toBe("expired");
    expect(countdown(later(5 * HOUR), NOW, true).state).toBe("expired");
    expect(countdown("not a date", NOW).state).toBe("expired");
  });
});
