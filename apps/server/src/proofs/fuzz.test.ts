import { LANGUAGE_HEADER } from "@seller/contract/languages";
import fc from "fast-check";
import type { HTTPMethods, InjectOptions, RouteOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "../lib/json-depth";
import { createSession } from "../modules/auth/sessions";
import { getSettings, setSetting } from "../modules/system/service";
import { API_DOCS_PATH } from "../plugins/api-docs";
import { useTestApp } from "../test/app";
import { bankChecks } from "../test/bank/checks";
import { BANK_FEES } from "../test/bank/fixture";
import { changedTables, databaseFingerprint } from "../test/fingerprint";
import { HOSTILE_VALUES } from "../test/hostile-values";
import { signedInOperator } from "../test/operator";
import { ORDER_APP_OPTIONS, paidOrder, type Shop, shopWithProduct } from "../test/orders";
import { routeCalls } from "../test/routes";
import { arbitraryOf, type JsonSchema } from "../test/schema-values";
import { addCard } from "../test/wallet";

/**
 * Fuzzing: requests generated from the OpenAPI document the app
 * serves (itself generated from the contract's zod schemas) for every
 * operation, with the right token: values the schemas accept, values they do
 * not, and hostile ones. No answer may be a 5xx or leave the error envelope,
 * a refused request (4xx) may change nothing in the database, and after an
 * accepted one that wrote, the ledger and every order's and request's money
 * still agree (the bank test's checks: test/bank/checks.ts). Fees are on (the
 * bank test's): a fee of 0 posts no transfer, so a dropped fee row would pass.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

type Parameter = { in: "path" | "query" | "header"; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

const routes: RouteOptions[] = [];
const t = useTestApp({ ...ORDER_APP_OPTIONS, onRoute: (route) => routes.push(route) });

let document: Document;
let shop: Shop;
let known: Record<string, (string | number)[]> = {};
let operatorId = 0;

/** Who may call a route, as the route declares it (the document only says that a token is needed). */
function authOf(method: string, path: string): string | undefined {
  const url = path.replace(/\{(\w+)\}/g, ":$1");
  const call = routeCalls(routes).find(
    (candidate) => candidate.route.url === url && candidate.method === method.toUpperCase(),
  );
  return call?.route.config?.auth;
}

/** A fresh session each operation: a call that signs out must not leave the next ones without a token. */
async function tokenFor(auth: string | undefined): Promise<string | undefined> {
  if (auth === undefined) return undefined;
  const owner =
    auth === "operator"
      ? { kind: "operator" as const, ownerId: operatorId }
      : { kind: "seller" as const, ownerId: shop.sellerId };
  return (await createSession(t.database.db, { ...owner, remember: false })).token;
}

/** What a client sends in place of a value: anything at all, or the values that break parsers. */
const hostile = fc.oneof(fc.anything(), fc.constantFrom(...HOSTILE_VALUES));

/**
 * Bodies shaped to exhaust the server rather than to fail validation: nested
 * past the bound (parsers and walks that recurse), and wide (many keys, long
 * lists, long strings), each well within the 1 MB body limit.
 */
const deep = fc
  .tuple(fc.integer({ min: MAX_JSON_DEPTH + 1, max: 5_000 }), fc.constantFrom("[", "{"), hostile)
  .map(([levels, bracket, inner]) => {
    let value: unknown = inner;
    for (let i = 0; i < levels; i += 1) value = bracket === "[" ? [value] : { a: value };
    return value;
  });
const wide = fc.oneof(
  fc
    .integer({ min: 1_000, max: 20_000 })
    .map((keys) => Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i % 2 ? "x" : [i]]))),
  fc.integer({ min: 1_000, max: 50_000 }).map((length) => Array.from({ length }, () => ({ a: "x" }))),
  fc.integer({ min: 10_000, max: 500_000 }).map((length) => ({ text: "ก".repeat(length) })),
);

/** A path value: one of the fixture's own ids and codes, one the schema accepts, or a hostile one. */
function pathValue(parameter: Parameter): fc.Arbitrary<string> {
  const own = known[parameter.name] ?? [];
  return fc
    .oneof(
      ...(own.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...own) }] : []),
      { weight: 2, arbitrary: arbitraryOf(parameter.schema, parameter.name) },
      { weight: 1, arbitrary: hostile },
    )
    .map((value) => pathSegment(String(value)));
}

/** A value as a path segment; a lone surrogate goes as the bytes a careless client would send (not UTF-8). */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (char) => {
      const unit = char.charCodeAt(0);
      if (unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    }).join("");
  }
}

function requestOf(path: string, operation: Operation) {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === "path");
  const query = parameters.filter((parameter) => parameter.in === "query");
  const bodySchema = operation.requestBody?.content["application/json"]?.schema;
  return fc
    .record({
      path: fc
        .tuple(...pathParameters.map(pathValue))
        .map((values) =>
          pathParameters.reduce(
            (url, parameter, index) => url.replace(`{${parameter.name}}`, values[index] ?? ""),
            path,
          ),
        ),
      query: fc.tuple(
        ...query.map((parameter) =>
          fc.option(fc.oneof(arbitraryOf(parameter.schema, parameter.name), hostile), { nil: undefined }),
        ),
      ),
      body: bodySchema
        ? fc.oneof(
            { weight: 3, arbitrary: arbitraryOf(bodySchema) },
            { weight: 1, arbitrary: hostile },
            { weight: 1, arbitrary: fc.oneof(deep, wide) },
          )
        : fc.constant(undefined),
    })
    .map(({ path: url, query: values, body }) => {
      const search = new URLSearchParams();
      query.forEach((parameter, index) => {
        const value = values[index];
        if (value !== undefined)
          search.set(parameter.name, typeof value === "string" ? value : JSON.stringify(value));
      });
      const text = search.toString();
      return { url: text ? `${url}?${text}` : url, body };
    });
}

beforeAll(async () => {
  await setSetting(t.database.db, "earlyReceiptFeePercent", BANK_FEES.earlyReceiptFeePercent);
  await setSetting(t.database.db, "withdrawalFeeSatang", BANK_FEES.withdrawalFeeSatang);
  shop = await shopWithProduct(t.app, "20000");
  const order = await paidOrder(t.app, shop, 1);
  await addCard(t.app, shop.token);
  operatorId = (await signedInOperator(t.app, t.database.db)).id;
  known = {
    id: [order.id, shop.productId, 1],
    code: [order.code],
    slug: [shop.slug],
  };
  const response = await t.app.inject({ method: "GET", url: `${API_DOCS_PATH}/json` });
  document = response.json();
}, 120_000);

describe("requests generated from the OpenAPI document", () => {
  it("never answer 5xx, always answer the envelope, and change nothing when refused", async () => {
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
    );
    expect(operations.length).toBeGreaterThan(100);
    let sent = 0;
    let checked = 0;
    const answered: Record<string, number> = {};
    for (const { method, path, operation } of operations) {
      const auth = authOf(method, path);
      await fc.assert(
        fc.asyncProperty(requestOf(path, operation), async (request) => {
          const token = await tokenFor(auth);
          const before = await databaseFingerprint(t.database.db);
          const options: InjectOptions = {
            method: method.toUpperCase() as HTTPMethods,
            url: request.url,
            headers: {
              [LANGUAGE_HEADER]: "en",
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(request.body !== undefined ? { "content-type": "application/json" } : {}),
            },
            ...(request.body !== undefined ? { payload: JSON.stringify(request.body) } : {}),
          };
          const response = await t.app.inject(options);
          sent += 1;
          const kind = `${Math.floor(response.statusCode / 100)}xx`;
          answered[kind] = (answered[kind] ?? 0) + 1;
          const name = `${method.toUpperCase()} ${request.url} -> ${response.statusCode}: ${response.body.slice(0, 300)}`;
          expect(response.statusCode, name).toBeLessThan(500);
          const after = await databaseFingerprint(t.database.db);
          if (response.statusCode >= 400) {
            expect(response.json(), name).toMatchObject({ success: false, code: expect.any(String) });
            expect(changedTables(before, after), name).toEqual([]);
          } else if (changedTables(before, after).length > 0) {
            checked += 1;
            // The fee the settings say now: a generated settings call may have changed it.
            const { earlyReceiptFeePercent } = await getSettings(t.database.db);
            const checks = await bankChecks(t.database.db, { acknowledged: [], earlyReceiptFeePercent });
            const breaches = checks.flatMap((check) => check.breaches.map((b) => `${check.name}: ${b}`));
            expect(breaches, name).toEqual([]);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    console.info(
      `[${t.database.kind}] fuzz: ${sent} requests over ${operations.length} operations: ${JSON.stringify(answered)}; ` +
        `ledger and state checked after ${checked} that wrote`,
    );
  }, 900_000);
});
