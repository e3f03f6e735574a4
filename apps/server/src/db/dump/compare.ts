import { createHash } from "node:crypto";
import type { DatabaseHandle } from "../client";
import { isTable } from "./format";
import { dumpDatabase } from "./read-database";

export type TableFingerprint = { rows: number; digest: string };

/**
 * Each table's row count and a digest of its rows, whatever their order:
 * every value as PostgreSQL prints it (session.ts), so two databases of
 * either kind holding the same rows have the same fingerprints.
 */
export async function fingerprintTables(handle: DatabaseHandle): Promise<Map<string, TableFingerprint>> {
  const rowDigests = new Map<string, string[]>();
  let current: string[] | undefined;
  await dumpDatabase(handle, (record) => {
    if (Array.isArray(record)) {
      current?.push(createHash("sha256").update(JSON.stringify(record)).digest("hex"));
    } else if (isTable(record)) {
      current = [];
      rowDigests.set(record.table, current);
    }
  });
  const fingerprints = new Map<string, TableFingerprint>();
  for (const [table, digests] of rowDigests) {
    const digest = createHash("sha256").update(digests.sort().join("\n")).digest("hex");
    fingerprints.set(table, { rows: digests.length, digest });
  }
  return fingerprints;
}

/** The tables whose rows differ between the two databases, each with both row counts. */
export function differences(
  source: Map<string, TableFingerprint>,
  target: Map<string, TableFingerprint>,
): string[] {
  const found: string[] = [];
  for (const table of new Set([...source.keys(), ...target.keys()])) {
    const a = source.get(table);
    const b = target.get(table);
    if (a?.digest !== b?.digest)
      found.push(`${table} (${a?.rows ?? "missing"} rows here, ${b?.rows ?? "missing"} there)`);
  }
  return found.sort();
}
