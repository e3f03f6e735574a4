import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { orders } from "../modules/orders/tables";
import { idIn } from "./id-list";

describe("idIn", () => {
  it("sends a thousand ids as one array parameter", () => {
    const ids = Array.from({ length: 1000 }, (_, index) => index + 1);
    const query = new PgDialect().sqlToQuery(idIn(orders.id, ids));
    expect(query.sql).toBe('"orders"."id" = any($1::int[])');
    expect(query.params).toEqual([ids]);
  });
});
