import { describe, expect, it } from "vitest";
import { allPages, toCsv } from "./csv";

describe("a console list exported as CSV", () => {
  const columns = [
    { title: "Seller", value: (row: { account: string; note: string }) => row.account },
    { title: "Note", value: (row: { account: string; note: string }) => row.note },
  ];

  it("starts with a byte order mark and ends lines with CRLF, as spreadsheets expect", () => {
    expect(toCsv(columns, [{ account: "nok", note: "ok" }])).toBe("\uFEFFSeller,Note\r\nnok,ok\r\n");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(toCsv(columns, [{ account: "a,b", note: 'say "hi"\nthere' }])).toBe(
      '\uFEFFSeller,Note\r\n"a,b","say ""hi""\nthere"\r\n',
    );
  });

  it("keeps a cell that starts like a formula as text", () => {
    const text = toCsv(columns, [{ account: "=HYPERLINK(1)", note: "-5" }]);
    expect(text).toContain("'=HYPERLINK(1),'-5");
  });

  it("reads every page the filter finds, not only the one on screen", async () => {
    const rows = Array.from({ length: 230 }, (_, index) => index);
    const pages: number[] = [];
    const all = await allPages(async (page, perPage) => {
      pages.push(page);
      return { items: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    });
    expect(all).toEqual(rows);
    expect(pages).toEqual([1, 2, 3]);
  });
});
