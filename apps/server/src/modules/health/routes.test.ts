import { describe, expect, it } from "vitest";
import { th, useTestApp } from "../../test/app";

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
