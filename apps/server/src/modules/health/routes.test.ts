import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, th, useTestApp } from "../../test/app";

const t = useTestApp();
const expected = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

describe("GET /api/health and GET /api/ready", () => {
  it("health answers ok naming the database; ready answers after a committed write", async () => {
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({
      success: true,
      data: { status: "ok", database: expected },
      message: th("server.ok"),
    });
    const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, data: { status: "ready", database: expected } });
  });
});

describe("when the database is gone", () => {
  it("ready answers 503 so a load balancer takes the node out; health stays a liveness check", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const ready = await broken.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, data: null, code: "SERVER_UNAVAILABLE" });
      const health = await broken.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
    } finally {
      await broken.app.close();
    }
  });

  it("ready answers 503 when the database answers reads but refuses writes", async () => {
    const full = await createTestApp();
    try {
      // What a full disk does to every write (SQLSTATE 53100), while reads still answer.
      await full.database.db.execute(sql`
        create function refuse_write() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`);
      await full.database.db.execute(sql`
        create trigger disk_full before insert or update on readiness_probe
        for each row execute function refuse_write()`);
      expect((await full.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      const ready = await full.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: "SERVER_UNAVAILABLE" });
    } finally {
      await full.close();
    }
  });
});
