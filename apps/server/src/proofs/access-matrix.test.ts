import { eq } from "drizzle-orm";
import type { InjectOptions, RouteOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../modules/auth/tables";
import { hashToken } from "../modules/auth/tokens";
import { prepareSlip } from "../modules/files/service";
import { orders } from "../modules/orders/tables";
import { bearer, en, inEnglish, signedInSeller, useTestApp } from "../test/app";
import { changedTables, databaseFingerprint, sellerFingerprint } from "../test/fingerprint";
import { signedInOperator } from "../test/operator";
import { ORDER_APP_OPTIONS, paidOrder, type Shop, shopWithProduct } from "../test/orders";
import { guardMismatches, type RouteCall, requiredGuard, routeCalls } from "../test/routes";
import { jsonSchemaOf, sampleOf } from "../test/schema-values";
import { jpegWithLocation, upload } from "../test/uploads";
import { addCard, call, operatorToken, WITHDRAW_PASSWORD } from "../test/wallet";

/**
 * Access matrix: every route the app declares (a new route is in the
 * list without a change here), guarded as its path requires (test/routes.ts
 * `requiredGuard`: /api/admin/* operators, the rest of /api signed-in sellers,
 * public doors only by an explicit list), not as the route itself says, so a
 * route that lost its `config.auth` fails here. Each is called with no token,
 * with the other role's token, and, for seller routes, by another seller with
 * the victim's ids. Nothing of the victim's may show in an answer or change.
 */
const routes: RouteOptions[] = [];
const t = useTestApp({ ...ORDER_APP_OPTIONS, onRoute: (route) => routes.push(route) });

type Call = RouteCall;
const calls = () => routeCalls(routes);
const guarded = (role: "seller" | "operator" | "any") =>
  calls().filter((c) => requiredGuard(c.method, c.route.url) === role);
const nameOf = (c: Call) => `${c.method} ${c.route.url}`;

/** The victim: a seller with a store, a paid order, a card, a pending top-up and withdrawal, an upload. */
let victim: Shop & { account: string };
let victimIds: { kind: string; id: string }[] = [];
/** Texts only the victim's answers may contain. */
let secrets: string[] = [];
let intruder: { token: string; account: string; password: string };
/** A buyer's transfer slip on the victim's order: no seller may open it, the store's own included. */
let slipUuid = "";
let operator = "";

beforeAll(async () => {
  const shop = await shopWithProduct(t.app, "20000");
  const me = (await call(t.app, shop.token, "GET", "/api/sellers/profile")).json().data;
  victim = { ...shop, account: me.account };
  const buyerName = "Zanzibar Quokka";
  const order = await paidOrder(t.app, shop, 1, { buyer_name: buyerName });
  const card = await addCard(t.app, shop.token);
  const withdrawal = await call(t.app, shop.token, "POST", "/api/sellers/wallet/withdraw", {
    amount: "5000",
    withdraw_password: WITHDRAW_PASSWORD,
    description: "Quokka savings",
  });
  expect(withdrawal.statusCode, withdrawal.body).toBe(201);
  const recharge = await call(t.app, shop.token, "POST", "/api/sellers/wallet/recharge", {
    amount: "5000",
    method: "bank_transfer",
  });
  expect(recharge.statusCode, recharge.body).toBe(201);
  const uploaded = await upload(t.app, shop.token, "/api/files/upload", "id_card", {
    bytes: await jpegWithLocation(),
    fileName: "front.jpg",
    contentType: "image/jpeg",
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const file = uploaded.json().data as { uuid: string };
  // Attached as "I have paid" attaches it (that route needs the manual provider; this app is the sandbox's).
  const slip = await prepareSlip(t.app.uploads.store, {
    fileName: "slip.jpg",
    bytes: await jpegWithLocation(),
  });
  slipUuid = await slip.attach(t.app.db, `order:${order.id}`);
  await t.app.db.update(orders).set({ paymentSlipFile: slipUuid }).where(eq(orders.id, order.id));
  const notes = (await call(t.app, shop.token, "GET", "/api/sellers/notifications")).json().data;
  const firstNote = (notes.items ?? notes.notifications ?? notes.list ?? [])[0];
  victimIds = [
    { kind: "orders", id: String(order.id) },
    { kind: "bank-cards", id: String(card.json().data.card.id) },
    { kind: "withdrawals", id: String(withdrawal.json().data.withdrawal.id) },
    { kind: "recharges", id: String(recharge.json().data.recharge.id) },
    { kind: "files", id: file.uuid },
    { kind: "files", id: slipUuid },
    { kind: "products", id: String(shop.productId) },
  ];
  const [session] = await t.app.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(shop.token)));
  if (session) victimIds.push({ kind: "sessions", id: String(session.id) });
  if (firstNote) victimIds.push({ kind: "notifications", id: String(firstNote.id) });
  secrets = [victim.account, buyerName, order.orderNumber, order.code, file.uuid, slipUuid, "Quokka savings"];
  intruder = await signedInSeller(t.app);
  operator = await operatorToken(t.app, t.app.db);
});

/** A param's value: the victim's id (or uuid), or a value the param's schema allows. */
function paramValue(route: RouteOptions, name: string, id: string): string {
  if (name === "id" || name === "uuid" || name.endsWith("Id")) return id;
  const schema = jsonSchemaOf(route.schema?.params);
  return String(sampleOf(schema?.properties?.[name]) ?? "1");
}

function request(c: Call, headers: Record<string, string>, id = "1"): InjectOptions {
  const url = c.route.url.replace(/:(\w+)/g, (_, name: string) => paramValue(c.route, name, id));
  const options: InjectOptions = { method: c.method, url, headers: { ...inEnglish, ...headers } };
  const query = sampleOf(jsonSchemaOf(c.route.schema?.querystring));
  if (query && typeof query === "object")
    options.query = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
  if (c.route.schema?.body) options.payload = withIds(sampleOf(jsonSchemaOf(c.route.schema.body)), id);
  return options;
}

/** Ids in a body (order_ids of a batch, bank_card_id) name the victim's row too. */
function withIds(body: unknown, id: string): object {
  if (!body || typeof body !== "object" || Array.isArray(body) || !/^\d+$/.test(id)) return body as object;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      if (key.endsWith("_ids")) return [key, [Number(id)]];
      if (key.endsWith("_id")) return [key, Number(id)];
      return [key, value];
    }),
  );
}

const hasParams = (c: Call) => /:\w+/.test(c.route.url);

/** Keeps the intruder signed in: the matrix also calls logout and password changes. */
async function intruderToken() {
  const me = await call(t.app, intruder.token, "GET", "/api/sellers/profile");
  if (me.statusCode === 401) {
    const again = await t.app.inject({
      method: "POST",
      url: "/api/sellers/signin",
      payload: { account: intruder.account, password: intruder.password },
    });
    intruder.token = again.json().data?.token ?? intruder.token;
  }
  return intruder.token;
}

describe("the access matrix, generated from the route table", () => {
  it("covers the seller and operator routes", () => {
    expect(guarded("seller").length).toBeGreaterThan(60);
    expect(guarded("operator").length).toBeGreaterThan(30);
    // The victim has a row of every kind the seller routes take an id of.
    expect(victimIds.map((row) => row.kind).sort()).toEqual([
      "bank-cards",
      "files",
      "files",
      "notifications",
      "orders",
      "products",
      "recharges",
      "sessions",
      "withdrawals",
    ]);
  });

  it("opens a buyer's transfer slip to operators only: no seller, not even the store's own", async () => {
    const url = `/api/files/${slipUuid}`;
    const asOperator = await t.app.inject({ method: "GET", url, headers: bearer(operator) });
    expect(asOperator.statusCode).toBe(200);
    for (const token of [victim.token, await intruderToken()]) {
      for (const method of ["GET", "DELETE"] as const) {
        const before = await databaseFingerprint(t.app.db);
        const response = await t.app.inject({ method, url, headers: { ...bearer(token), ...inEnglish } });
        expect(response.statusCode, `${method} by a seller`).toBe(404);
        expect(changedTables(before, await databaseFingerprint(t.app.db))).toEqual([]);
      }
    }
    expect((await t.app.inject({ method: "GET", url, headers: inEnglish })).statusCode).toBe(401);
  });

  it("declares on every route the guard its path requires", () => {
    expect(guardMismatches(calls())).toEqual([]);
    // The deposit refund route without its `config.auth` (a bug that once passed this matrix) is named.
    const stripped = calls().map((c) =>
      c.route.url === "/api/sellers/deposit/refund" && c.method === "POST"
        ? { ...c, route: { ...c.route, config: {} } }
        : c,
    );
    expect(guardMismatches(stripped)).toEqual([
      "POST /api/sellers/deposit/refund: declares public, its path requires seller",
    ]);
  });

  it("refuses every guarded route without a token (401), and writes nothing", async () => {
    const wrong: string[] = [];
    for (const c of [...guarded("seller"), ...guarded("operator"), ...guarded("any")]) {
      const before = await databaseFingerprint(t.app.db);
      const response = await t.app.inject(request(c, {}, victimIds[0]?.id));
      const changed = changedTables(before, await databaseFingerprint(t.app.db));
      if (response.statusCode !== 401 || changed.length > 0)
        wrong.push(`${nameOf(c)}: ${response.statusCode} changed [${changed}]`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses seller routes to an operator and operator routes to a seller (403), and writes nothing", async () => {
    const wrong: string[] = [];
    const asOther = [
      ...guarded("seller").map((c) => ({ c, token: operator })),
      ...guarded("operator").map((c) => ({ c, token: victim.token })),
    ];
    for (const { c, token } of asOther) {
      const before = await databaseFingerprint(t.app.db);
      const response = await t.app.inject(request(c, bearer(token), victimIds[0]?.id));
      const changed = changedTables(before, await databaseFingerprint(t.app.db));
      if (response.statusCode !== 403 || changed.length > 0)
        wrong.push(`${nameOf(c)}: ${response.statusCode} changed [${changed}]`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses every operator route to an operator without two-factor (403) but the enrolment, and writes nothing", async () => {
    // DECISIONS.md "Operator console": a password alone (a new operator, or a stolen one) opens
    // nothing but enrolling an authenticator app, the password change and logout.
    const { token } = await signedInOperator(t.app, t.app.db, {
      enrol: false,
      operator: { account: "not-enrolled", password: "not-enrolled-secret" },
    });
    const open = guarded("operator").filter(
      (c) => c.route.config?.beforeTwoFactor || c.route.config?.beforePasswordChange,
    );
    expect(open.map(nameOf).sort()).toEqual([
      "GET /api/admin/2fa",
      "POST /api/admin/2fa/enable",
      "POST /api/admin/2fa/setup",
      "POST /api/admin/change-password",
      "POST /api/admin/logout",
    ]);
    const wrong: string[] = [];
    const openNames = new Set(open.map(nameOf));
    for (const c of guarded("operator").filter((call) => !openNames.has(nameOf(call)))) {
      const before = await databaseFingerprint(t.app.db);
      const response = await t.app.inject(request(c, bearer(token), victimIds[0]?.id));
      const changed = changedTables(before, await databaseFingerprint(t.app.db));
      if (
        response.statusCode !== 403 ||
        response.json().message !== en("security.operatorMustEnrolTwoFactor")
      )
        wrong.push(`${nameOf(c)}: ${response.statusCode}`);
      if (changed.length > 0) wrong.push(`${nameOf(c)}: changed [${changed}]`);
    }
    expect(wrong).toEqual([]);
  });

  it("never shows or changes the victim's data to another seller calling with the victim's ids", async () => {
    const wrong: string[] = [];
    let tried = 0;
    const sellerCalls = [...guarded("seller"), ...guarded("any")];
    // Calls with ids first: the intruder's own calls without ids (deposit, logout) come after.
    const ordered = [...sellerCalls.filter(hasParams), ...sellerCalls.filter((c) => !hasParams(c))];
    expect(ordered.length).toBe(sellerCalls.length);
    for (const c of ordered) {
      const takesIds =
        hasParams(c) || /_ids?"/.test(JSON.stringify(jsonSchemaOf(c.route.schema?.body) ?? {}));
      const ids = takesIds ? victimIds : [{ kind: "", id: "1" }];
      for (const { kind, id } of ids) {
        const token = await intruderToken();
        const before = await sellerFingerprint(t.app.db, victim.sellerId);
        const response = await t.app.inject(request(c, bearer(token), id));
        tried += 1;
        const changed = changedTables(before, await sellerFingerprint(t.app.db, victim.sellerId));
        const leaked = secrets.filter((secret) => response.body.includes(secret));
        // The id names the victim's own row of the kind the path is about: it must be refused.
        const owned = kind !== "products" && c.route.url.includes(`/${kind}/:`);
        if (changed.length > 0 || leaked.length > 0 || (owned && response.statusCode < 400))
          wrong.push(
            `${nameOf(c)} with ${kind} ${id}: ${response.statusCode} changed [${changed}] leaked [${leaked}]`,
          );
      }
    }
    // Sessions are bookkeeping to the fingerprint: the victim's own must still be signed in.
    const stillIn = await call(t.app, victim.token, "GET", "/api/sellers/profile");
    if (stillIn.statusCode !== 200) wrong.push(`the victim was signed out: ${stillIn.statusCode}`);
    console.info(
      `[${t.database.kind}] access matrix: ${tried} calls by another seller with the victim's ids`,
    );
    expect(wrong).toEqual([]);
  }, 120_000); // one call per route and victim id: it grows with the route table
});
