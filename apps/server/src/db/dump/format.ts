import { once } from "node:events";
import { createReadStream, createWriteStream, renameSync, rmSync } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip, createGzip } from "node:zlib";
import type { DatabaseKind } from "../client";

/**
 * The dump: gzip-compressed lines of JSON, one record a line, in this order:
 * the header, each table (its name and columns, then one line per row: every
 * value as PostgreSQL prints it, or null), the sequences, the files under
 * DATA_DIR, and the end, which counts what came before so that a cut or
 * edited dump is refused before anything is written. Values travel as text
 * through PostgreSQL's own output and input functions, so a satang, an
 * instant or a sealed card number reads back exactly, on either database.
 */
export const DUMP_FORMAT = "seller-platform-dump";
export const DUMP_VERSION = 1;

export type DumpHeader = {
  format: typeof DUMP_FORMAT;
  version: number;
  createdAt: string;
  source: DatabaseKind;
  /** The hashes of the migrations the dumped database had: the schema its rows fit. */
  migrations: string[];
};
export type TableRecord = { table: string; columns: string[] };
export type Row = (string | null)[];
export type SequenceRecord = { sequence: string; lastValue: string; isCalled: boolean };
/** A file under DATA_DIR: its path there ("uploads/ab/ab…") and its bytes in base64. */
export type FileRecord = { file: string; data: string };
export type EndRecord = { end: true; rows: Record<string, number>; files: number };

export type DumpRecord = DumpHeader | TableRecord | Row | SequenceRecord | FileRecord | EndRecord;

/** Writes a dump beside its final name and renames it only once complete: a failed backup leaves no file. */
export function createDumpWriter(path: string) {
  const partial = `${path}.partial`;
  const gzip = createGzip({ level: 6 });
  const file = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(file);
  const fileDone = once(file, "close");
  let failure: unknown;
  gzip.on("error", (error) => {
    failure = error;
  });
  file.on("error", (error) => {
    failure = error;
  });
  return {
    async write(record: DumpRecord | string) {
      if (failure) throw failure;
      const line = typeof record === "string" ? record : JSON.stringify(record);
      if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
    },
    async finish() {
      gzip.end();
      await fileDone;
      if (failure) throw failure;
      renameSync(partial, path);
    },
    abort() {
      gzip.destroy();
      file.destroy();
      rmSync(partial, { force: true });
    },
  };
}

/** The records of a dump file, in order. */
export async function* readDump(path: string): AsyncGenerator<DumpRecord> {
  const lines = createInterface({
    input: createReadStream(path).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    if (line.length > 0) yield JSON.parse(line) as DumpRecord;
  }
}

export const isHeader = (record: DumpRecord): record is DumpHeader =>
  !Array.isArray(record) && "format" in record;
export const isTable = (record: DumpRecord): record is TableRecord =>
  !Array.isArray(record) && "table" in record;
export const isSequence = (record: DumpRecord): record is SequenceRecord =>
  !Array.isArray(record) && "sequence" in record;
export const isFile = (record: DumpRecord): record is FileRecord =>
  !Array.isArray(record) && "file" in record;
export const isEnd = (record: DumpRecord): record is EndRecord => !Array.isArray(record) && "end" in record;

export type DumpSummary = { header: DumpHeader; rows: Record<string, number>; files: number };

/**
 * Reads the whole dump once and checks it is one this version can restore:
 * the right format, complete (the end's counts match what came before).
 * Throws a message for the operator, naming the file, otherwise.
 */
export async function checkDump(path: string): Promise<DumpSummary> {
  let header: DumpHeader | undefined;
  let table: string | undefined;
  const rows: Record<string, number> = {};
  let files = 0;
  let end: EndRecord | undefined;
  try {
    for await (const record of readDump(path)) {
      if (end) throw new Error("records after the end");
      if (!header) {
        if (!isHeader(record) || record.format !== DUMP_FORMAT) throw new Error("not a seller-platform dump");
        if (record.version !== DUMP_VERSION)
          throw new Error(`dump format version ${record.version}, this version reads ${DUMP_VERSION}`);
        header = record;
      } else if (Array.isArray(record)) {
        if (table === undefined) throw new Error("a row outside any table");
        rows[table] = (rows[table] ?? 0) + 1;
      } else if (isTable(record)) {
        table = record.table;
        rows[table] = 0;
      } else if (isFile(record)) {
        files += 1;
      } else if (isEnd(record)) {
        end = record;
      }
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${path} cannot be read as a dump: ${reason}`);
  }
  if (!header) throw new Error(`${path} is empty: not a dump`);
  if (!end) throw new Error(`${path} is incomplete (it has no end record): the backup was cut short`);
  const expected = JSON.stringify(Object.entries(end.rows).sort());
  if (expected !== JSON.stringify(Object.entries(rows).sort()) || end.files !== files) {
    throw new Error(`${path} does not hold what its end record counts: it was cut or edited`);
  }
  return { header, rows, files };
}
