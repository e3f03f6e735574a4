import { describe, expect, it } from "vitest";
import { countBuiltDateFormatters, restoreDateFormattersAfterEach } from "../../test/built-formatters";
import { compactNumber, dateFormat, formatBadge, formatCount, formatDate, formatDateTime } from "./format";

describe("formatBadge", () => {
  it("hides the badge when there is nothing unread", () => {
    expect(formatBadge(0)).toBeUndefined();
    expect(formatBadge(undefined)).toBeUndefined();
    expect(formatBadge(-3)).toBeUndefined();
  });

  it("shows the count up to 99", () => {
    expect(formatBadge(1)).toBe("1");
    expect(formatBadge(99)).toBe("99");
  });

  it("shows 99+ above 99", () => {
    expect(formatBadge(100)).toBe("99+");
    expect(formatBadge(12345)).toBe("99+");
  });
});

describe("formatDate", () => {
  it("writes Thai dates with the Buddhist year", () => {
    expect(formatDate("2026-03-01T10:00:00Z", "th")).toContain("2569");
  });

  it("uses Bangkok time for the day", () => {
    expect(formatDate("2026-02-28T20:00:00Z", "en")).toContain("March 1, 2026");
  });
});

describe("formatDateTime", () => {
  it("writes the date and time in Bangkok time", () => {
    expect(formatDateTime("2026-02-28T20:30:00Z", "en")).toBe("Mar 1, 2026, 3:30 AM");
  });

  it("writes nothing for a time that has not come (an unpaid order's payment)", () => {
    expect(formatDateTime(null, "th")).toBe("");
  });
});

describe("formatCount", () => {
  it("shows counts up to 1000 as they are and larger ones in thousands", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(1000)).toBe("1000");
    expect(formatCount(1250)).toBe("1.2k");
    expect(formatCount(12000)).toBe("12k");
  });
});

describe("kept formatters", () => {
  restoreDateFormattersAfterEach();

  it("builds one date formatter per language and style for a whole list of rows", () => {
    const built = countBuiltDateFormatters();
    const rows = Array.from({ length: 50 }, (_, index) => `2026-03-${(index % 22) + 10}T10:00:00Z`);
    // A language no other test here used, so the count starts from nothing.
    const dates = rows.map((iso) => formatDate(iso, "zh-TW"));
    const times = rows.map((iso) => formatDateTime(iso, "zh-TW"));
    expect(built.count).toBe(2);
    expect(new Set(dates).size).toBe(22);
    expect(times[0]).not.toBe(dates[0]);
  });

  it("keeps each language's own calendar and words", () => {
    expect(dateFormat("th", "weekday").format(new Date("2026-03-02T05:00:00Z"))).toContain("2");
    expect(dateFormat("en", "weekday").format(new Date("2026-03-02T05:00:00Z"))).toBe("2 Mon");
    expect(dateFormat("en", "clock").format(new Date("2026-03-02T05:07:00Z"))).toBe("12:07 PM");
    expect(dateFormat("th", "date")).not.toBe(dateFormat("en", "date"));
  });

  it("writes compact whole amounts in the interface language", () => {
    expect(compactNumber(5000n, "en")).toBe("5K");
    expect(compactNumber(1_000_000n, "en")).toBe("1M");
  });
});
