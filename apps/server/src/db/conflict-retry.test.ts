import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database";
import type { DatabaseHandle } from "./client";

/**
 * Two transactions that lock two rows in opposite orders: PostgreSQL ends one
 * of them as a deadlock's victim (40P01), and db.transaction runs it again, so
 * both callers get their answer (db/client.ts retryConflicts).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("a deadlock on PostgreSQL", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table deadlock_pair (id int primary key, n int not null)`);
    await database.db.execute(sql`insert into deadlock_pair values (1, 0), (2, 0)`);
  });
  afterAll(async () => database?.close());

  it("is run again inside the server, and both transactions commit", async () => {
    let runs = 0;
    const both = (first: number, second: number) =>
      database.db.transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql`update deadlock_pair set n = n + 1 where id = ${first}`);
        await tx.execute(sql`select pg_sleep(0.3)`);
        await tx.execute(sql`update deadlock_pair set n = n + 1 where id = ${second}`);
      });
    await Promise.all([both(1, 2), both(2, 1)]);
    expect(runs).toBe(3); // one of the two ran twice
    const rows = (await database.db.execute(sql`select n from deadlock_pair order by id`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows.map((row) => row.n)).toEqual([2, 2]);
  }, 60_000);
});
