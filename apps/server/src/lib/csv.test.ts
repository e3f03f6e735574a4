import { describe, expect, it } from "vitest";
import { bangkokDateTime, csvCell, csvDocument } from "./csv";

describe("CSV cells", () => {
  it("neutralises cells that start like a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+66 81")).toBe('"\'+66 81"');
    expect(csvCell("-cmd")).toBe('"\'-cmd"');
    expect(csvCell("@SUM(A1)")).toBe('"\'@SUM(A1)"');
    expect(csvCell("\tx")).toBe('"\'\tx"');
  });

  it("leaves plain numbers, negative ones included, as numbers", () => {
    expect(csvCell("-12.50")).toBe("-12.50");
    expect(csvCell(3)).toBe("3");
    expect(csvCell("350.00")).toBe("350.00");
  });

  it("quotes commas, quotes and line breaks, and keeps Thai text as it is", () => {
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell("สมศรี\nใจดี")).toBe('"สมศรี\nใจดี"');
    expect(csvCell("กระเป๋าผ้า")).toBe("กระเป๋าผ้า");
    expect(csvCell(null)).toBe("");
  });

  it("writes a byte order mark and CRLF lines", () => {
    expect(csvDocument(["a", "b"], [["ก", 1]])).toBe("\uFEFFa,b\r\nก,1\r\n");
  });

  it("writes Bangkok date and time", () => {
    expect(bangkokDateTime("2026-11-23T18:30:00.000Z")).toBe("2026-11-24 01:30");
  });
});
