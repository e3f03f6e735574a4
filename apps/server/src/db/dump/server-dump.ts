import { Readable } from "node:stream";
import type { DatabaseHandle } from "../client";
import { dumpDatabase } from "./read-database";

/**
 * The running server's side of `npm run db:backup` on the embedded database:
 * the database read in one transaction, which holds the server's other
 * queries for its length (a second or so for the demo), gathered in memory so
 * that a slow reader of the answer does not hold them longer.
 */
export async function dumpForControl(handle: DatabaseHandle): Promise<Readable> {
  const lines: string[] = [];
  await dumpDatabase(handle, (record) => {
    lines.push(`${JSON.stringify(record)}\n`);
  });
  return Readable.from(lines);
}
