import { PgTransaction } from "drizzle-orm/pg-core";
import type { Queryable } from "../db/client";

/**
 * Independent reads: side by side on the pool, where each takes its own
 * connection, and one after another inside a transaction, whose single
 * connection answers one query at a time (node-postgres queues overlapping
 * queries on one client today and refuses them from pg 9).
 */
export async function readTogether<T extends readonly unknown[]>(
  db: Queryable,
  reads: readonly [...{ [K in keyof T]: () => PromiseLike<T[K]> }],
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
