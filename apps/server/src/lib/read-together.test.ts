import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, Queryable } from "../db/client";
import { openTestDatabase } from "../test/database";
import { readTogether } from "./read-together";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Two reads that record when each starts and ends, the first one the slower. */
async function twoReads(db: Queryable) {
  const steps: string[] = [];
  const read = (name: string, seconds: number) => async () => {
    steps.push(`${name} starts`);
    const { rows } = (await db.execute(sql`select pg_sleep(${seconds}), ${name}::text as name`)) as {
      rows: { name: string }[];
    };
    steps.push(`${name} ends`);
    return rows[0]?.name;
  };
  const answers = await readTogether(db, [read("first", 0.05), read("second", 0)]);
  return { answers, steps };
}

describe("readTogether", () => {
  it("runs the reads of a transaction one after another, in order", async () => {
    const { answers, steps } = await database.db.transaction((tx) => twoReads(tx));
    expect(answers).toEqual(["first", "second"]);
    expect(steps).toEqual(["first starts", "first ends", "second starts", "second ends"]);
  });

  it("starts the reads of the pool together and answers them in order", async () => {
    const { answers, steps } = await twoReads(database.db);
    expect(answers).toEqual(["first", "second"]);
    expect(steps.slice(0, 2)).toEqual(["first starts", "second starts"]);
  });
});
