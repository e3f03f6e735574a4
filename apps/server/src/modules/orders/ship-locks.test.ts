import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { ORDER_APP_OPTIONS, paidOrder, type Shop, shopWithProduct } from "../../test/orders";
import { call, expectSoundLedger } from "../../test/wallet";
import { lockAccounts, platformAccount, sellerAccounts } from "../wallet/ledger";

/**
 * Every ship meets on the platform's supplier account. A ship that waits for
 * its own seller's balance (another of that seller's movements holds it) must
 * not be holding the supplier account meanwhile, or every other seller's
 * ship waits too. PostgreSQL only: PGlite runs one statement at a time.
 */
const t = useTestApp(ORDER_APP_OPTIONS);
let waiting: Shop;
let other: Shop;

beforeAll(async () => {
  // As in production, the platform's account is older (a lower id) than the sellers' accounts.
  await platformAccount(t.app.db, "supplier_payable");
  waiting = await shopWithProduct(t.app);
  other = await shopWithProduct(t.app);
});
afterAll(async () => expectSoundLedger(t.app.db));

const ship = (shop: Shop, id: number) => call(t.app, shop.token, "POST", `/api/sellers/orders/${id}/ship`);

describe.skipIf(!process.env.TEST_DATABASE_URL)("locks of a ship", () => {
  it("lets another seller ship while one seller's ship waits for that seller's balance", async () => {
    const blocked = await paidOrder(t.app, waiting);
    const free = await paidOrder(t.app, other);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const movement = t.app.db.transaction(async (tx) => {
      await lockAccounts(tx, [(await sellerAccounts(tx, waiting.sellerId)).available]);
      holding();
      await released;
    });
    await held;
    const waitingShip = ship(waiting, blocked.id);
    // Long enough for the waiting ship to reach its accounts' lock.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const timeout = new Promise<"timed out">((resolve) => setTimeout(() => resolve("timed out"), 5000));
    const freeShip = await Promise.race([ship(other, free.id), timeout]);
    release();
    await movement;
    expect(freeShip === "timed out" ? freeShip : freeShip.statusCode).toBe(200);
    expect((await waitingShip).statusCode).toBe(200);
  });
});
