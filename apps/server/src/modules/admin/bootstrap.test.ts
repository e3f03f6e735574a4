import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { bootstrapOperator } from "./service";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("operator bootstrap on an empty database", () => {
  it("creates 'admin' with a random password once, which then signs in", async () => {
    t = await createTestApp();
    const generated = await bootstrapOperator(t.database.db, { generateIfNone: true });
    expect(generated?.account).toBe("admin");
    expect(generated?.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/signin",
      payload: { account: "admin", password: generated?.password },
    });
    expect(response.statusCode).toBe(200);
    expect(await bootstrapOperator(t.database.db, { generateIfNone: true })).toBeUndefined();
  });

  it("creates nothing on its own where it may not (a PostgreSQL server without ADMIN_*)", async () => {
    t = await createTestApp();
    expect(await bootstrapOperator(t.database.db, { generateIfNone: false })).toBeUndefined();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/signin",
      payload: { account: "admin", password: "anything" },
    });
    expect(response.statusCode).toBe(401);
  });
});
