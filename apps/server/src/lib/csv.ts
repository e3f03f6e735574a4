import { bangkokWallClock } from "@seller/contract/bangkok-time";
/**
 * CSV that Excel opens in Thai without broken characters: a UTF-8 byte order
 * mark, CRLF line ends, every text cell quoted when it must be. A cell that
 * starts like a formula (= + - @, or a tab or carriage return) is prefixed
 * with an apostrophe, so a buyer's name such as "=HYPERLINK(...)" stays text
 * (OWASP "CSV injection"). Plain numbers are left alone: they cannot be formulas.
 */
export type CsvValue = string | number | null | undefined;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value !== "number" && !PLAIN_NUMBER.test(text) && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) || text.startsWith("'") ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvDocument(header: string[], rows: CsvValue[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** "2026-11-23 14:05" in Bangkok time (UTC+7 all year): what Excel reads as a date and time. */
export function bangkokDateTime(date: Date | string | null): string {
  if (date === null) return "";
  const local = bangkokWallClock(date);
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

/** The attachment's name: what it holds and the Bangkok day it was made. */
export function csvFileName(what: string, now = new Date()): string {
  return `${what}-${bangkokDateTime(now).slice(0, 10).replaceAll("-", "")}.csv`;
}
