import { createHmac, randomBytes } from "node:crypto";
import { bangkokWallClock } from "@seller/contract/bangkok-time";
import { UNLIMITED_STOCK } from "@seller/contract/catalogue";
import { type placeOrderBodySchema, UNPAID_ORDERS_PER_BUYER_MAX } from "@seller/contract/orders";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { lockProductsForOrder, type OrderableProduct, takeStock } from "../catalogue/stock";
import { createPayment } from "../payments/service";
import { listedAmong } from "../store/listings";
import { isStoreOnline, type StoreRow } from "../store/settings";
import { getOrCreateInternalValue, getSettings, type SystemSettings } from "../system/service";
import { holdDepositForOrder } from "../wallet/deposit-service";
import { promptPayIdFor, type WalletContext, walletSettings } from "../wallet/settings";
import { orderItems, orderNumberSequence, orders } from "./tables";

type PlaceOrderInput = z.output<typeof placeOrderBodySchema>;
type Line = PlaceOrderInput["items"][number];

/** 144 random bits as base64url (DECISIONS: at least 128): nobody guesses another buyer's page. */
export const newOrderCode = () => randomBytes(18).toString("base64url");

/** "SO" + the Bangkok date (yymmdd) + the counter: readable, unique, and in order. */
function orderNumberOf(sequence: string, now: Date): string {
  const bangkok = bangkokWallClock(now);
  const day = `${bangkok.slice(2, 4)}${bangkok.slice(5, 7)}${bangkok.slice(8, 10)}`;
  return `SO${day}${sequence.padStart(6, "0")}`;
}

const refuse = (key: string, params: Record<string, string | number>, field: string) =>
  new AppError("REQUEST_VALIDATION_ERROR", key, params, [field]);

/**
 * The colour and size the buyer chose must be ones the product offers, and a
 * product with choices needs one of each.
 */
function checkChoices(line: Line, product: OrderableProduct, index: number) {
  const { detail } = product;
  const name = detail.name;
  if (detail.colors.length > 0) {
    const known = detail.colors.some((color) => color.thai_name === line.color);
    if (!known)
      throw refuse("storefront.validation.colorRequired", { product: name }, `items.${index}.color`);
  } else if (line.color) {
    throw refuse("storefront.validation.colorRequired", { product: name }, `items.${index}.color`);
  }
  if (detail.sizes.length > 0) {
    if (!line.size || !detail.sizes.includes(line.size))
      throw refuse("storefront.validation.sizeRequired", { product: name }, `items.${index}.size`);
  } else if (line.size) {
    throw refuse("storefront.validation.sizeRequired", { product: name }, `items.${index}.size`);
  }
}

const chosenColor = (product: OrderableProduct, color: string | undefined) =>
  color ? product.detail.colors.find((entry) => entry.thai_name === color) : undefined;

/** Units of each product that unpaid orders hold now (stock they took and may give back). */
async function heldByUnpaid(tx: Transaction, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: orderItems.productId, units: sql<string>`sum(${orderItems.quantity})` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orderItems.productId, productIds),
        eq(orders.status, "pending_payment"),
        eq(orders.stockHeld, true),
      ),
    )
    .groupBy(orderItems.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.units)]));
}

/**
 * The units unpaid orders may hold of a product together: the set share of
 * its stock (what is on the shelf plus what unpaid orders hold), at least one
 * so that a product of one or two units can still be ordered (DECISIONS
 * "Store and storefront").
 */
export const unpaidShareOf = (shelf: number, held: number, percent: number) =>
  Math.max(1, Math.floor(((shelf + held) * percent) / 100));

/**
 * Everything the buyer asked for, checked against the store and the products
 * as they are under lock: listed in this store, on sale, the right choices,
 * at most the per-order units of a product, and no more than the stock (99999
 * is unlimited). Then the stock is taken, unless unpaid orders already hold
 * their share of it: the order then holds nothing until paid (stockHeld false),
 * so no run of unpaid orders can take what a paying buyer wants.
 */
async function reserve(tx: Transaction, store: StoreRow, lines: Line[], settings: SystemSettings) {
  const ids = lines.map((line) => line.product_id);
  const listed = await listedAmong(tx, store.sellerId, ids);
  lines.forEach((line, index) => {
    if (!listed.has(line.product_id))
      throw refuse(
        "storefront.validation.productNotInStore",
        { id: line.product_id },
        `items.${index}.product_id`,
      );
  });
  const products = await lockProductsForOrder(tx, ids);
  const wanted = new Map<number, number>();
  lines.forEach((line, index) => {
    const product = products.get(line.product_id);
    if (product?.row.status !== "active")
      throw refuse(
        "storefront.validation.productUnavailable",
        { id: line.product_id },
        `items.${index}.product_id`,
      );
    checkChoices(line, product, index);
    wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.quantity);
  });
  lines.forEach((line, index) => {
    const product = products.get(line.product_id) as OrderableProduct;
    const units = wanted.get(line.product_id) ?? 0;
    if (units > settings.orderProductUnitsMax)
      throw refuse(
        "storefront.validation.quantityAboveOrderMax",
        { product: product.detail.name, max: settings.orderProductUnitsMax },
        `items.${index}.quantity`,
      );
    const stock = product.row.stock;
    if (stock < UNLIMITED_STOCK && units > stock) {
      throw refuse(
        "storefront.validation.quantityAboveStock",
        { product: product.detail.name, stock },
        `items.${index}.quantity`,
      );
    }
  });
  // Under the products' locks: no other order changes what they hold meanwhile.
  const limited = [...wanted.keys()].filter(
    (id) => (products.get(id) as OrderableProduct).row.stock < UNLIMITED_STOCK,
  );
  const held = await heldByUnpaid(tx, limited);
  const holds = limited.every((id) => {
    const shelf = (products.get(id) as OrderableProduct).row.stock;
    const already = held.get(id) ?? 0;
    return already + (wanted.get(id) ?? 0) <= unpaidShareOf(shelf, already, settings.unpaidStockSharePercent);
  });
  if (holds) {
    const taken = await takeStock(
      tx,
      lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
    );
    if (!taken) throw new Error("stock changed under lock");
  }
  return { products, stockHeld: holds };
}

/**
 * A buyer phone and an address each hold at most 3 unpaid orders at a time
 * (DECISIONS "Store and storefront"), across every store. Checked under a
 * lock per phone and per address, so orders sent at once are counted one
 * after the other.
 */
async function checkUnpaidPerBuyer(tx: Transaction, phone: string, placedFrom: string) {
  for (const key of [`unpaid-phone:${phone}`, `unpaid-address:${placedFrom}`].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const unpaid = (column: typeof orders.buyerPhone | typeof orders.placedFrom, value: string) =>
    tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.status, "pending_payment"), eq(column, value)));
  const [[byPhone], [byAddress]] = [
    await unpaid(orders.buyerPhone, phone),
    await unpaid(orders.placedFrom, placedFrom),
  ];
  if ((byPhone?.n ?? 0) >= UNPAID_ORDERS_PER_BUYER_MAX)
    throw refuse("storefront.validation.unpaidPerPhone", { max: UNPAID_ORDERS_PER_BUYER_MAX }, "buyer_phone");
  if ((byAddress?.n ?? 0) >= UNPAID_ORDERS_PER_BUYER_MAX)
    throw new AppError("REQUEST_INVALID", "storefront.validation.unpaidPerAddress", {
      max: UNPAID_ORDERS_PER_BUYER_MAX,
    });
}

/** The client's address as a keyed hash: enough to count its unpaid orders, naming nobody. */
async function placedFromOf(tx: Transaction, address: string): Promise<string> {
  const secret = await getOrCreateInternalValue(tx, "unpaid-order-address-key", () =>
    randomBytes(32).toString("base64url"),
  );
  return createHmac("sha256", secret).update(address).digest("base64url");
}

/**
 * POST storefront/{slug}/orders: the order, its stock reserved and its
 * payment started, in one transaction (DECISIONS "Store and storefront"). The
 * seller hears of it (new_order) when it is paid.
 */
export async function placeOrder(
  tx: Transaction,
  context: WalletContext,
  store: StoreRow,
  input: PlaceOrderInput,
  client: { address: string },
  now = new Date(),
) {
  // First, so that a deposit refund's request or approval is either before this order or after it.
  await holdDepositForOrder(tx, store.sellerId);
  if (!(await isStoreOnline(tx, store.sellerId)))
    throw new AppError("REQUEST_INVALID", "storefront.storeClosed");
  const settings = await walletSettings(tx, context);
  const promptPayId = promptPayIdFor(context, settings);
  if (promptPayId === undefined) throw new AppError("SERVER_UNAVAILABLE", "storefront.paymentUnavailable");

  const systemSettings = await getSettings(tx);
  const placedFrom = await placedFromOf(tx, client.address);
  await checkUnpaidPerBuyer(tx, input.buyer_phone, placedFrom);
  const { products, stockHeld } = await reserve(tx, store, input.items, systemSettings);
  const lines = input.items.map((line) => {
    const product = products.get(line.product_id) as OrderableProduct;
    const unitPrice = product.row.effectivePriceSatang;
    const unitCost = product.row.costPriceSatang;
    return { line, product, unitPrice, unitCost, subtotal: unitPrice * BigInt(line.quantity) };
  });
  const itemsTotal = lines.reduce((sum, entry) => sum + entry.subtotal, 0n);
  const supplierCost = lines.reduce((sum, entry) => sum + entry.unitCost * BigInt(entry.line.quantity), 0n);
  const expiresAt = new Date(now.getTime() + systemSettings.paymentWindowMinutes * 60_000);
  const counter = await tx.execute(sql.raw(`select nextval('${orderNumberSequence.seqName}')::text as n`));
  const [sequence] = (counter as unknown as { rows: { n: string }[] }).rows;
  if (!sequence) throw new Error("order number sequence gave nothing");

  const [order] = await tx
    .insert(orders)
    .values({
      code: newOrderCode(),
      orderNumber: orderNumberOf(sequence.n, now),
      sellerId: store.sellerId,
      buyerName: input.buyer_name,
      buyerPhone: input.buyer_phone,
      addressLine: input.address.line,
      subDistrict: input.address.sub_district,
      district: input.address.district,
      province: input.address.province,
      postalCode: input.address.postal_code,
      note: input.note,
      itemsTotal,
      supplierCost,
      profit: itemsTotal - supplierCost,
      createdAt: now,
      expiresAt,
      placedFrom,
      stockHeld,
      updatedAt: now,
    })
    .returning();
  if (!order) throw new Error("order insert returned no row");
  await tx.insert(orderItems).values(
    lines.map(({ line, product, unitPrice, unitCost, subtotal }) => {
      const colour = chosenColor(product, line.color);
      return {
        orderId: order.id,
        productId: product.row.id,
        productName: product.row.name,
        productNameZh: product.row.nameZh,
        productNameEn: product.row.nameEn,
        // The picture of the chosen colour, else the product's first.
        image: colour?.image ?? product.detail.main_image_url,
        color: line.color || null,
        // The colour's names as the buyer saw them, so every reader's language shows the choice
        // even if the catalogue renames it later (DECISIONS "Screens").
        colorZh: colour?.chinese_name || null,
        colorEn: colour?.english_name || null,
        size: line.size || null,
        unitPrice,
        unitCost,
        quantity: line.quantity,
        subtotal,
      };
    }),
  );
  const payment = await createPayment(
    tx,
    context.payments,
    {
      purpose: "order",
      ownerId: order.id,
      reference: order.orderNumber,
      amount: itemsTotal,
      method: "promptpay",
      promptPayId,
      expiresAt,
    },
    now,
  );
  await tx.update(orders).set({ paymentId: payment.id }).where(sql`${orders.id} = ${order.id}`);
  // No notification yet: the seller first hears of an order when it is paid (DECISIONS
  // "Store and storefront"), so a run of unpaid orders cannot bury the seller's notices.
  return { code: order.code, order_number: order.orderNumber };
}
