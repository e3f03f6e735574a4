import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { createProduct, operatorOf } from "../../test/catalogue";
import { call } from "../../test/wallet";
import { auditLog } from "./tables";

const t = useTestApp();

describe("the audit log", () => {
  it("is append-only: the database refuses to edit or delete an entry", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const product = await createProduct(t.app, operator);
    const where = and(eq(auditLog.targetType, "product"), eq(auditLog.targetId, String(product.id)));
    await expect(t.database.db.update(auditLog).set({ reason: "rewritten" }).where(where)).rejects.toThrow();
    await expect(t.database.db.delete(auditLog).where(where)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await t.database.db.select().from(auditLog).where(where)).toHaveLength(1);
  });

  it("lists acts newest first to operators, filtered by act, target and time", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const started = new Date().toISOString();
    const product = await createProduct(t.app, operator);
    await call(t.app, operator, "PUT", `/api/admin/products/${product.id}`, { stock: 3 });
    await call(t.app, operator, "DELETE", `/api/admin/products/${product.id}`, { reason: "discontinued" });

    const forProduct = await call(
      t.app,
      operator,
      "GET",
      `/api/admin/audit-log?target_type=product&target_id=${product.id}`,
    );
    expect(forProduct.statusCode).toBe(200);
    const entries = forProduct.json().data.entries;
    expect(entries.map((entry: { act: string }) => entry.act)).toEqual([
      "product.archive",
      "product.update",
      "product.create",
    ]);
    expect(entries[0]).toMatchObject({
      operator_account: "reviewer",
      reason: "discontinued",
      target_type: "product",
    });

    const updates = await call(
      t.app,
      operator,
      "GET",
      `/api/admin/audit-log?act=product.update&from=${encodeURIComponent(started)}`,
    );
    expect(updates.json().data.total).toBe(1);
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect(
      (await call(t.app, operator, "GET", `/api/admin/audit-log?from=${future}`)).json().data.total,
    ).toBe(0);
    expect((await call(t.app, operator, "GET", "/api/admin/audit-log?from=yesterday")).statusCode).toBe(422);
  });
});
