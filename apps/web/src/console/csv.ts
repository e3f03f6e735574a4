/** One column of an exported list: its heading and how a row reads in it. */
export type CsvColumn<T> = { title: string; value: (row: T) => string | number | boolean | null | undefined };

const MAX_PAGES = 200;

function cell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((column) => cell(column.title)).join(",")];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** Every page of a list, 100 at a time, so the file holds what the filter finds, not one screen of it. */
export async function allPages<T>(
  fetchPage: (page: number, perPage: number) => Promise<{ items: T[]; total: number }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { items, total } = await fetchPage(page, 100);
    rows.push(...items);
    if (items.length === 0 || rows.length >= total) break;
  }
  return rows;
}

export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${filename}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
