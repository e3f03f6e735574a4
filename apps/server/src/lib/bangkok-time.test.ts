import { describe, expect, it } from "vitest";
import { startOfBangkokDay, startOfBangkokMonth } from "./bangkok-time";

describe("Bangkok calendar boundaries", () => {
  it("starts the day at midnight in Bangkok (17:00 UTC the day before)", () => {
    expect(startOfBangkokDay(new Date("2026-03-10T16:59:59Z")).toISOString()).toBe(
      "2026-03-09T17:00:00.000Z",
    );
    expect(startOfBangkokDay(new Date("2026-03-10T17:00:00Z")).toISOString()).toBe(
      "2026-03-10T17:00:00.000Z",
    );
  });

  it("starts the month on the 1st in Bangkok", () => {
    expect(startOfBangkokMonth(new Date("2026-03-31T18:00:00Z")).toISOString()).toBe(
      "2026-03-31T17:00:00.000Z",
    );
    expect(startOfBangkokMonth(new Date("2026-03-15T00:00:00Z")).toISOString()).toBe(
      "2026-02-28T17:00:00.000Z",
    );
  });
});
