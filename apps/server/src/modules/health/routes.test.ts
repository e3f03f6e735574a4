import { describe, expect, it } from "vitest";
import { createTestApp, th, useTestApp } from "../../test/app";

const t = useTestApp();

describe("GET /api/health", () => {
  it("answers ok after the database answered, naming the database in use", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    const expected = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
    expect(response.json()).toEqual({
      success: true,
      data: { status: "ok", database: expected },
      message: th("server.ok"),
    });
  });
});

describe("GET /api/health when the database is gone", () => {
  it("answers 503 so a load balancer takes the node out", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const response = await broken.app.inject({ method: "GET", url: "/api/health" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, data: null, code: "SERVER_UNAVAILABLE" });
    } finally {
      await broken.app.close();
    }
  });
});
