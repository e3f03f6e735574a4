import { successEnvelopeSchema } from "@seller/contract/envelope";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { en, inEnglish, th, useTestApp } from "../test/app";

const logLines: string[] = [];

const t = useTestApp({
  logger: { level: "error", stream: { write: (line: string) => logLines.push(line) } },
  setup(app) {
    app.get("/api/test/broken", async () => {
      throw new Error("connection to db-internal-7.example:5432 refused; password=hunter2");
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        "/api/test/leaky",
        { schema: { response: { 200: successEnvelopeSchema(z.object({ id: z.number() })) } } },
        async () => ({
          success: true as const,
          message: "ok",
          data: { id: 1, password_hash: "$argon2id$secret" },
        }),
      );
  },
});

describe("the answer envelope on failures", () => {
  it("answers an unknown API address with 404 in the envelope", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: "/api/no-such-thing", headers: inEnglish });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        data: null,
        code: "REQUEST_NOT_FOUND",
        message: en("server.routeNotFound"),
      });
    }
  });

  it("answers paths the router refuses before any route in the envelope and the caller's language", async () => {
    const tooLong = await t.app.inject({
      method: "POST",
      url: `/api/sellers/wallet/recharges/${"9".repeat(101)}/sandbox/paid`,
      headers: inEnglish,
    });
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json()).toEqual({
      success: false,
      data: null,
      code: "REQUEST_NOT_FOUND",
      message: en("errors.REQUEST_NOT_FOUND"),
    });
    const undecodable = await t.app.inject({
      method: "GET",
      url: "/api/products/%E0%A4%A",
      headers: { "x-app-language": "th" },
    });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json()).toEqual({
      success: false,
      data: null,
      code: "REQUEST_INVALID",
      message: th("errors.REQUEST_INVALID"),
    });
  });

  it("never shows internals when something breaks, and logs them instead", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/broken", headers: inEnglish });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      code: "SERVER_ERROR",
      message: en("errors.SERVER_ERROR"),
    });
    expect(response.body).not.toMatch(/db-internal|hunter2|stack|Error/);
    expect(logLines.join("\n")).toContain("db-internal-7.example");
  });

  it("strips fields the contract does not name from answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/leaky" });
    expect(response.json()).toEqual({ success: true, message: "ok", data: { id: 1 } });
  });

  it.each([
    ["application/x-www-form-urlencoded", "account=somchai&password=secret123"],
    ["text/plain", '{"account":"somchai","password":"secret123"}'],
  ])("refuses a %s body: the API speaks JSON", async (contentType, payload) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sellers/register",
      headers: { "content-type": contentType, ...inEnglish },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, data: null, code: "REQUEST_INVALID" });
  });

  it("ignores JSON that tries to set an object's prototype", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sellers/register",
      headers: { "content-type": "application/json" },
      payload: '{"account":"somchai","password":"secret123","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("REQUEST_INVALID");
  });
});
