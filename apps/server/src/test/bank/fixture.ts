import type { App } from "../../app";
import { setSetting } from "../../modules/system/service";
import { ORDER_APP_OPTIONS, shopWithProduct } from "../orders";
import { addCard, operatorToken } from "../wallet";

/** The bank test runs on the demo's sandbox payments: the buyer's simulate control pays orders. */
export const BANK_APP_OPTIONS = ORDER_APP_OPTIONS;

export type BankSeller = { sellerId: number; token: string; slug: string; productId: number };
export type BankFixture = { sellers: BankSeller[]; operator: string };

/**
 * Sellers ready for every money move: verified, a verified card (its
 * withdrawal password), `funds` baht topped up by bank transfer, the security
 * deposit paid, a product of unlimited stock listed. Made through the API.
 */
export async function bankFixture(app: App, sellers: number, funds = "50000"): Promise<BankFixture> {
  // The bank test is about money, not the daily count of withdrawals.
  await setSetting(app.db, "withdrawalDailyLimit", 1_000_000);
  const made: BankSeller[] = [];
  for (let i = 0; i < sellers; i += 1) {
    const shop = await shopWithProduct(app, funds, 99_999);
    const card = await addCard(app, shop.token);
    if (card.statusCode !== 201) throw new Error(`add card failed: ${card.body}`);
    made.push(shop);
  }
  return { sellers: made, operator: await operatorToken(app, app.db) };
}
