import { SETTING_INTEGER_BOUNDS } from "@seller/contract/operator-settings";
import type { App } from "../../app";
import { setSetting } from "../../modules/system/service";
import { ORDER_APP_OPTIONS, shopWithProduct } from "../orders";
import { catalogueProducts } from "../store";
import { addCard, call, operatorToken } from "../wallet";

/** The bank test runs on the demo's sandbox payments: the buyer's simulate control pays orders. */
export const BANK_APP_OPTIONS = ORDER_APP_OPTIONS;

export type BankSeller = {
  sellerId: number;
  token: string;
  slug: string;
  productId: number;
  /** A second product in the store, for orders of two lines. */
  secondProductId: number;
};

/** What the buyer pays a unit (satang): shopWithProduct's product, then the second one. */
export const BANK_UNIT_PRICES = { first: 35_000n, second: 12_000n } as const;
export type BankFixture = {
  sellers: BankSeller[];
  /** Sellers who take no orders, so their deposit may be refunded and paid again (else `sellers`). */
  depositSellers?: BankSeller[];
  operator: string;
};

/** The fees a run charges (system settings): a fee that is 0 takes no path of its own. */
export const BANK_FEES = { earlyReceiptFeePercent: 3.5, withdrawalFeeSatang: 1500n } as const;

/**
 * Sellers ready for every money move: verified, a verified card (its
 * withdrawal password), `funds` baht topped up by bank transfer, the security
 * deposit paid, two products of unlimited stock listed. Made through the API.
 */
export async function bankFixture(
  app: App,
  sellers: number,
  funds = "50000",
  options: { fees?: boolean; depositSellers?: number } = {},
): Promise<BankFixture> {
  // The bank test is about money, not the daily count of withdrawals: the most an operator may allow.
  await setSetting(app.db, "withdrawalDailyLimit", SETTING_INTEGER_BOUNDS.withdrawalDailyLimit.max);
  if (options.fees) {
    await setSetting(app.db, "earlyReceiptFeePercent", BANK_FEES.earlyReceiptFeePercent);
    await setSetting(app.db, "withdrawalFeeSatang", BANK_FEES.withdrawalFeeSatang);
  }
  const seller = async () => {
    const shop = await shopWithProduct(app, funds, 99_999);
    const card = await addCard(app, shop.token);
    if (card.statusCode !== 201) throw new Error(`add card failed: ${card.body}`);
    const [secondProductId] = (await catalogueProducts(app, app.db, [
      { name: "แก้วน้ำ", price: "150.00", discount_price: "120.00", cost_price: "40.00", stock: 99_999 },
    ])) as [number];
    const listed = await call(app, shop.token, "POST", "/api/sellers/products", {
      product_ids: [secondProductId],
    });
    if (listed.statusCode !== 200) throw new Error(`listing failed: ${listed.body}`);
    return { ...shop, secondProductId };
  };
  const made: BankSeller[] = [];
  for (let i = 0; i < sellers; i += 1) made.push(await seller());
  const depositSellers: BankSeller[] = [];
  for (let i = 0; i < (options.depositSellers ?? 0); i += 1) depositSellers.push(await seller());
  return {
    sellers: made,
    ...(depositSellers.length > 0 ? { depositSellers } : {}),
    operator: await operatorToken(app, app.db),
  };
}
