import type { BuyerOrder, placeOrderBodySchema, reviewBodySchema } from "@seller/contract/orders";
import type { SandboxOutcome } from "@seller/contract/payments";
import type { z } from "zod";
import type { Database, Transaction } from "../../db/client";
import { type Publish, transactionThenPublish } from "../../lib/outbox";
import { checkThaiAddress } from "../../lib/thai-address";
import { prepareSlip } from "../files/service";
import type { FileStore } from "../files/storage";
import { type Answer, type IdempotentCall, type Respond, runIdempotent } from "../idempotency/service";
import { cancelByBuyer, confirmReceipt, reportPayment, reviewOrder } from "../orders/buyer";
import { placeOrder } from "../orders/place";
import { buyerOrder, orderByCode } from "../orders/reads";
import { setRefundPromptPay } from "../orders/refund";
import { refreshQr, simulate } from "../payments/service";
import type { WalletContext } from "../wallet/settings";
import { findStore } from "./service";

/**
 * The buyer's order calls on the storefront (DECISIONS "Store and storefront"):
 * each opens its own transaction and, when it moves money, its Idempotency-Key;
 * notifications are published after commit.
 */
export type StorefrontContext = { db: Database; publish: Publish; wallet: WalletContext };

/**
 * The idempotent call as its caller is named: a buyer has no session, so the
 * caller is what they hold (the store's slug when placing, the order's code after).
 * Asked for only when the call runs, as the route's own checks answered first.
 */
export type CallAs = (actor: string) => IdempotentCall;

type PlacedOrder = Awaited<ReturnType<typeof placeOrder>>;

function inTransactionOf({ db, publish }: StorefrontContext) {
  return <T>(work: (tx: Transaction) => Promise<T>) => transactionThenPublish(db, publish, work);
}

/** POST storefront/{slug}/orders, once per Idempotency-Key: the order placed (its code and number). */
export async function placeOrderOnce(
  context: StorefrontContext,
  callAs: CallAs,
  slug: string,
  input: z.output<typeof placeOrderBodySchema>,
  client: { address: string },
  respond: Respond<PlacedOrder>,
): Promise<Answer> {
  const { row } = await findStore(context.db, slug);
  // The data set's check reads no table: done before the transaction opens.
  await checkThaiAddress(input.address);
  return runIdempotent(context.db, callAs(`storefront:${row.slug}`), {
    run: async (tx) => respond(await placeOrder(tx, context.wallet, row, input, client)),
  });
}

/**
 * POST storefront/orders/{code}/cancel: the provider stops collecting first,
 * outside the transaction. With an Idempotency-Key, a repeat replays the first
 * answer instead of "cannot be cancelled".
 */
export function cancelOrderOnce(
  context: StorefrontContext,
  callAs: CallAs,
  code: string,
  reason: string | undefined,
  respond: Respond<BuyerOrder>,
): Promise<Answer> {
  const buyerCancel = cancelByBuyer(
    context.db,
    context.wallet.payments,
    code,
    reason,
    inTransactionOf(context),
  );
  return runIdempotent(context.db, callAs(`buyer:${code}`), {
    precheck: buyerCancel.stopCollecting,
    run: async (tx) => {
      await buyerCancel.end(tx);
      return respond(await buyerOrder(tx, code));
    },
  });
}

/**
 * POST storefront/orders/{code}/payment-reported ("I have paid", manual
 * provider), with the transfer slip when the buyer sent one: the order as it
 * is afterwards.
 */
export async function reportPaymentWithSlip(
  context: StorefrontContext,
  files: FileStore,
  code: string,
  upload: { fileName: string; bytes: Buffer } | undefined,
): Promise<BuyerOrder> {
  const slip = upload ? await prepareSlip(files, upload) : undefined;
  let attached = false;
  try {
    attached = await inTransactionOf(context)((tx) => reportPayment(tx, code, slip));
  } finally {
    // Nothing half-stored: bytes no order points at are removed again.
    if (slip && !attached) await slip.discard();
  }
  return buyerOrder(context.db, code);
}

/** POST storefront/orders/{code}/confirm-receipt, once per Idempotency-Key. */
export function confirmReceiptOnce(
  db: Database,
  callAs: CallAs,
  code: string,
  respond: Respond<BuyerOrder>,
): Promise<Answer> {
  return runIdempotent(db, callAs(`buyer:${code}`), {
    run: async (tx) => {
      await confirmReceipt(tx, code);
      return respond(await buyerOrder(tx, code));
    },
  });
}

/** POST storefront/orders/{code}/review, once per Idempotency-Key. */
export function reviewOrderOnce(
  db: Database,
  callAs: CallAs,
  code: string,
  input: z.output<typeof reviewBodySchema>,
  respond: Respond<BuyerOrder>,
): Promise<Answer> {
  return runIdempotent(db, callAs(`buyer:${code}`), {
    run: async (tx) => {
      await reviewOrder(tx, code, input);
      return respond(await buyerOrder(tx, code));
    },
  });
}

/** PUT storefront/orders/{code}/refund-promptpay: where the refund goes, under the refund's lock. */
export async function chooseRefundPromptPay(
  db: Database,
  code: string,
  promptPayId: string,
): Promise<BuyerOrder> {
  const found = await orderByCode(db, code);
  await db.transaction((tx) => setRefundPromptPay(tx, found.id, promptPayId));
  return buyerOrder(db, code);
}

/** POST storefront/orders/{code}/qr: a fresh QR for the same payment, until the order expires. */
export async function refreshOrderQr(context: StorefrontContext, code: string): Promise<BuyerOrder> {
  const found = await orderByCode(context.db, code);
  if (found.paymentId !== null)
    await refreshQr(context.db, context.wallet.payments, found.paymentId, inTransactionOf(context));
  return buyerOrder(context.db, code);
}

/** POST storefront/orders/{code}/sandbox-pay (sandbox provider only), once per Idempotency-Key. */
export async function sandboxPayOnce(
  context: StorefrontContext,
  callAs: CallAs,
  code: string,
  outcome: SandboxOutcome,
  respond: Respond<BuyerOrder>,
): Promise<Answer> {
  const found = await orderByCode(context.db, code);
  return runIdempotent(context.db, callAs(`buyer:${code}`), {
    run: async (tx) => {
      if (found.paymentId !== null) await simulate(tx, context.wallet.payments, found.paymentId, outcome);
      return respond(await buyerOrder(tx, code));
    },
  });
}
