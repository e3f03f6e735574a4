import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { sellers } from "../modules/sellers/tables";
import { openTestDatabase } from "../test/database";
import { preparedRead } from "./prepared";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const accountOf = preparedRead((db) =>
  db
    .select({ account: sellers.account })
    .from(sellers)
    .where(eq(sellers.id, sql.placeholder("id")))
    .prepare("test_prepared_account_of"),
);

describe("preparedRead", () => {
  it("builds a database's statement once and answers each call's parameters", async () => {
    const [first, second] = await database.db
      .insert(sellers)
      .values([
        { account: "preparedone", passwordHash: "x" },
        { account: "preparedtwo", passwordHash: "x" },
      ])
      .returning({ id: sellers.id });
    expect(accountOf(database.db)).toBe(accountOf(database.db));
    expect(await accountOf(database.db).execute({ id: first?.id })).toEqual([{ account: "preparedone" }]);
    expect(await accountOf(database.db).execute({ id: second?.id })).toEqual([{ account: "preparedtwo" }]);
    expect(await accountOf(database.db).execute({ id: -1 })).toEqual([]);
  });

  it("reads inside a transaction on the transaction's handle: its own uncommitted row, nothing after a rollback", async () => {
    let inside: unknown[] = [];
    let id = 0;
    await expect(
      database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sellers)
          .values({ account: "preparedtx", passwordHash: "x" })
          .returning({ id: sellers.id });
        id = row?.id ?? 0;
        expect(accountOf(tx)).not.toBe(accountOf(database.db));
        inside = await accountOf(tx).execute({ id });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(inside).toEqual([{ account: "preparedtx" }]);
    expect(await accountOf(database.db).execute({ id })).toEqual([]);
  });
});
