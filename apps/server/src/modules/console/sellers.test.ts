import { afterAll, describe, expect, it } from "vitest";
import { bearer, en, register, signedInSeller, signIn, useTestApp } from "../../test/app";
import { connected, connectSocket, disconnection, listening } from "../../test/sockets";
import { call, operatorToken, readySeller, TEST_PROMPTPAY_ID } from "../../test/wallet";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });

const sockets: ReturnType<typeof connectSocket>[] = [];
afterAll(() => {
  for (const socket of sockets) socket.close();
});

const auditOf = async (operator: string, sellerId: number) =>
  (await call(t.app, operator, "GET", `/api/admin/audit-log?target_type=seller&target_id=${sellerId}`)).json()
    .data.entries as { act: string; reason: string; operator_account: string }[];

describe("the console's sellers", () => {
  it("are for operators only", async () => {
    const seller = await signedInSeller(t.app);
    for (const url of ["/api/admin/sellers", `/api/admin/sellers/${seller.id}`]) {
      expect((await call(t.app, seller.token, "GET", url)).statusCode).toBe(403);
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    const suspend = await call(t.app, seller.token, "POST", `/api/admin/sellers/${seller.id}/suspend`, {
      reason: "self",
    });
    expect(suspend.statusCode).toBe(403);
  });

  it("finds a seller by account, and shows their wallet, store and ledger read-only", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const seller = await readySeller(t.app, t.database.db, "5000");
    const found = await call(t.app, operator, "GET", `/api/admin/sellers?keyword=${seller.account}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.items).toEqual([
      expect.objectContaining({
        id: seller.id,
        account: seller.account,
        status: "active",
        verification_status: "verified",
        available_balance: "5000.00",
      }),
    ]);

    const detail = (await call(t.app, operator, "GET", `/api/admin/sellers/${seller.id}`)).json().data;
    expect(detail.wallet).toMatchObject({ available_balance: "5000.00", freeze_amount: "0.00" });
    expect(detail.real_name).toBe("Somchai Jaidee");
    expect(detail.store.slug).toBe(String(seller.id));
    expect(detail.recent_orders).toEqual([]);

    const ledger = (await call(t.app, operator, "GET", `/api/admin/sellers/${seller.id}/transactions`)).json()
      .data;
    expect(ledger.transactions).toEqual([expect.objectContaining({ type: "recharge", amount: "5000.00" })]);
  });

  it("answers 404 for an unknown seller and refuses a bad query", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    expect((await call(t.app, operator, "GET", "/api/admin/sellers/99999999")).statusCode).toBe(404);
    expect((await call(t.app, operator, "GET", "/api/admin/sellers?status=gone")).statusCode).toBe(422);
    expect((await call(t.app, operator, "GET", "/api/admin/sellers?per_page=1000")).statusCode).toBe(422);
  });

  it("suspends a seller at once: sessions end, sign-in is refused, the act is audit-logged", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const seller = await signedInSeller(t.app);
    const suspended = await call(t.app, operator, "POST", `/api/admin/sellers/${seller.id}/suspend`, {
      reason: "Reported fraud",
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      data: { id: seller.id, status: "suspended", sessions_ended: 1 },
      message: en("server.sellerSuspended"),
    });

    const withOldToken = await t.app.inject({
      method: "GET",
      url: "/api/sellers/profile",
      headers: bearer(seller.token),
    });
    expect(withOldToken.statusCode).toBe(401);
    const again = await signIn(t.app, seller.account, seller.password);
    expect(again.statusCode).toBe(403);

    const [entry] = await auditOf(operator, seller.id);
    expect(entry).toMatchObject({
      act: "seller.suspend",
      reason: "Reported fraud",
      operator_account: "reviewer",
    });
  });

  it("closes a suspended seller's open socket at once", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const seller = await signedInSeller(t.app);
    const socket = connectSocket(await listening(t.app), seller.token);
    sockets.push(socket);
    await connected(socket);
    const closed = disconnection(socket);
    await call(t.app, operator, "POST", `/api/admin/sellers/${seller.id}/suspend`, {
      reason: "Fraud report",
    });
    expect(await closed).toBe("io server disconnect");
  });

  it("tells the second of two operators that the seller was already suspended", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const seller = await register(t.app);
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        call(t.app, operator, "POST", `/api/admin/sellers/${seller.id}/suspend`, { reason: "duplicate" }),
      ),
    );
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 400]);
    const refused = first?.statusCode === 400 ? first : second;
    expect(refused?.json().message).toBe(en("server.sellerAlreadySuspended"));
    expect(
      (await auditOf(operator, seller.id)).filter((entry) => entry.act === "seller.suspend"),
    ).toHaveLength(1);
  });

  it("refuses a suspension without a reason and changes nothing", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const seller = await signedInSeller(t.app);
    for (const payload of [{}, { reason: "   " }, { reason: "x", extra: 1 }]) {
      const refused = await call(t.app, operator, "POST", `/api/admin/sellers/${seller.id}/suspend`, payload);
      expect(refused.statusCode).toBe(422);
    }
    const still = await t.app.inject({
      method: "GET",
      url: "/api/sellers/profile",
      headers: bearer(seller.token),
    });
    expect(still.statusCode).toBe(200);
    expect(await auditOf(operator, seller.id)).toEqual([]);
  });

  it("reactivates a suspended seller, who may then sign in again", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const seller = await register(t.app);
    await call(t.app, operator, "POST", `/api/admin/sellers/${seller.id}/suspend`, { reason: "check" });
    const back = await call(t.app, operator, "POST", `/api/admin/sellers/${seller.id}/reactivate`, {
      reason: "Checked, all fine",
    });
    expect(back.json()).toMatchObject({
      data: { status: "active" },
      message: en("server.sellerReactivated"),
    });
    expect((await signIn(t.app, seller.account, seller.password)).statusCode).toBe(200);
    const twice = await call(t.app, operator, "POST", `/api/admin/sellers/${seller.id}/reactivate`, {
      reason: "again",
    });
    expect(twice.statusCode).toBe(400);
    expect((await auditOf(operator, seller.id)).map((entry) => entry.act)).toEqual([
      "seller.reactivate",
      "seller.suspend",
    ]);
  });
});
