import type { RouteOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, en, inEnglish, signedInSeller, useTestApp } from "./test/app";
import { HOSTILE_VALUES } from "./test/hostile-values";
import { signedInOperator } from "./test/operator";
import { routeCalls } from "./test/routes";
import { uniqueThaiId } from "./test/verification";
import { TEST_PROMPTPAY_ID, WITHDRAW_PASSWORD } from "./test/wallet";

/** Every route as the app declares it, gathered while the app is built. */
const routes: RouteOptions[] = [];
const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID, onRoute: (route) => routes.push(route) });

/** Bodies that pass validation, so a hostile field is the only thing wrong and deeper code is reached. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  "POST /api/sellers/signin": { account: "somchai01", password: "secret123" },
  "POST /api/sellers/register": { account: "somchai02", password: "secret123" },
  "POST /api/admin/signin": { account: "reviewer", password: "reviewer-secret" },
  "POST /api/admin/change-password": { old_password: "reviewer-secret", new_password: "another-pass-77" },
  "POST /api/sellers/bank-cards": {
    bank_name: "KBANK",
    card_number: "1234567890123",
    card_holder_name: "Somchai Jaidee",
    withdraw_password: WITHDRAW_PASSWORD,
  },
  "DELETE /api/sellers/bank-cards/:id": { withdraw_password: WITHDRAW_PASSWORD },
  "POST /api/sellers/verification": {
    real_name: "Somchai Jaidee",
    id_card_number: uniqueThaiId(),
    id_card_front_url: crypto.randomUUID(),
    id_card_back_url: crypto.randomUUID(),
  },
  "POST /api/sellers/wallet/withdraw": { amount: "5000", withdraw_password: WITHDRAW_PASSWORD },
  "POST /api/sellers/wallet/recharge": { amount: "5000", method: "promptpay" },
  "PUT /api/sellers/update": { language: "en" },
  "POST /api/admin/announcements": { title: "Hello", message: "Maintenance tonight" },
};

/** The fields of a route's body or query schema, when it is an object. */
function fieldsOf(schema: unknown): string[] {
  let current = schema;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodDefault
  )
    current = current.unwrap();
  if (current instanceof z.ZodPipe) current = current.in;
  return current instanceof z.ZodObject ? Object.keys(current.shape) : [];
}

function concreteUrl(url: string): string {
  return url.replace(":uuid", crypto.randomUUID()).replace(/:\w+/g, "1");
}

let sellerToken = "";
let operatorToken = "";
beforeAll(async () => {
  sellerToken = (await signedInSeller(t.app)).token;
  operatorToken = (await signedInOperator(t.app, t.database.db)).token;
});

function headersFor(route: RouteOptions): Record<string, string> {
  const auth = route.config?.auth;
  if (auth === "operator") return { ...inEnglish, ...bearer(operatorToken) };
  if (auth === "seller" || auth === "any") return { ...inEnglish, ...bearer(sellerToken) };
  return inEnglish;
}

describe("no input reaches a 500", () => {
  it("answers every hostile value in every body and query field of every route with a 4xx or a success", async () => {
    const tried: string[] = [];
    const failures: string[] = [];
    for (const { method, route } of routeCalls(routes)) {
      const name = `${method} ${route.url}`;
      const bodyFields = fieldsOf(route.schema?.body);
      const queryFields = fieldsOf(route.schema?.querystring);
      for (const field of [...bodyFields.map((f) => ["body", f]), ...queryFields.map((f) => ["query", f])]) {
        const [place, key = ""] = field;
        for (const value of HOSTILE_VALUES) {
          const url = concreteUrl(route.url);
          const response =
            place === "body"
              ? await t.app.inject({
                  method,
                  url,
                  headers: headersFor(route),
                  payload: { ...VALID_BODIES[name], [key]: value },
                })
              : await t.app.inject({
                  method,
                  url: `${url}?${new URLSearchParams({ [key]: String(value) })}`,
                  headers: headersFor(route),
                });
          tried.push(name);
          if (response.statusCode >= 500)
            failures.push(`${name} ${place}.${key}=${JSON.stringify(value)?.slice(0, 40)}: ${response.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The walk really covered the routes with bodies (sign-in, cards, verification, withdrawals...).
    for (const name of Object.keys(VALID_BODIES)) expect(tried).toContain(name);
  }, 300_000);

  it("refuses a NUL or another control character with a 422 that names the field", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sellers/verification",
      headers: { ...inEnglish, ...bearer(sellerToken) },
      payload: { ...VALID_BODIES["POST /api/sellers/verification"], real_name: "Som\u0000chai" },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: "REQUEST_VALIDATION_ERROR",
      message: en("security.controlCharacters"),
      details: [{ path: "real_name", message: en("security.controlCharacters") }],
    });
  });

  it("keeps names on one line but lets notes have several", async () => {
    const name = await t.app.inject({
      method: "POST",
      url: "/api/sellers/bank-cards",
      headers: { ...inEnglish, ...bearer(sellerToken) },
      payload: { ...VALID_BODIES["POST /api/sellers/bank-cards"], card_holder_name: "Somchai\nJaidee" },
    });
    expect(name.statusCode).toBe(422);
    expect(name.json().message).toBe(en("security.singleLine"));
    const operator = { ...inEnglish, ...bearer(operatorToken) };
    const announcement = await t.app.inject({
      method: "POST",
      url: "/api/admin/announcements",
      headers: operator,
      payload: { title: "Maintenance", message: "Tonight 01:00-02:00.\nOrders are kept." },
    });
    expect(announcement.statusCode).toBeLessThan(300);
  });
});
