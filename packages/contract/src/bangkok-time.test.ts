import { describe, expect, it } from "vitest";
import { atBangkokTime, BANGKOK_OFFSET_MS, bangkokWallClock } from "./bangkok-time";

describe("Bangkok time (UTC+7 all year)", () => {
  it("holds the seven-hour offset", () => {
    expect(BANGKOK_OFFSET_MS).toBe(25_200_000);
  });

  it("reads an instant on the Bangkok clock, moving past midnight into the next day", () => {
    expect(bangkokWallClock(new Date("2026-11-23T07:05:00Z"))).toBe("2026-11-23T14:05:00.000");
    expect(bangkokWallClock("2026-12-31T17:30:00Z")).toBe("2027-01-01T00:30:00.000");
  });

  it("finds the instant of a Bangkok date and time", () => {
    expect(atBangkokTime("2026-11-23", "12:00").toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(atBangkokTime("2027-01-01").toISOString()).toBe("2026-12-31T17:00:00.000Z");
  });
});
