import type { Satang } from "@seller/contract/money";
import {
  PAYMENT_QR_LIFETIME_MS,
  type Payment,
  type PaymentStatus,
  type SandboxOutcome,
  TOP_UP_LIFETIME_MS,
} from "@seller/contract/payments";
import { and, asc, eq, inArray, lte, ne } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type Publish, transactionThenPublish } from "../../lib/outbox";
import {
  manualAdapter,
  type PaymentAdapter,
  type PaymentProviderName,
  type ProviderView,
  sandboxAdapter,
} from "./adapters";
import type { Confirmation, PaymentPurpose, PaymentRow, Payments } from "./context";
import { payments } from "./tables";

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    provider: row.provider as PaymentProviderName,
    status: row.status as PaymentStatus,
    reference: row.reference,
    qr_payload: row.qrPayload,
    qr_expires_at: row.qrExpiresAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * A payment to wait for, started with the provider inside the owner's
 * transaction. A bank transfer is always manual: only an operator reading the
 * bank statement can confirm it, whatever provider takes PromptPay.
 */
export async function createPayment(
  tx: Transaction,
  context: Payments,
  input: {
    purpose: PaymentPurpose;
    ownerId: number;
    reference: string;
    amount: Satang;
    method: "promptpay" | "bank_transfer";
    /** The platform's PromptPay id; required for PromptPay. */
    promptPayId?: string | undefined;
    /** When the payer's time runs out; a top-up's lifetime unless the owner says (an order's setting). */
    expiresAt?: Date | undefined;
  },
  now = new Date(),
): Promise<PaymentRow> {
  const adapter = input.method === "promptpay" ? context.adapter : undefined;
  const [row] = await tx
    .insert(payments)
    .values({
      purpose: input.purpose,
      ownerId: input.ownerId,
      reference: input.reference,
      amount: input.amount,
      method: input.method,
      provider: adapter?.name ?? "manual",
      expiresAt: input.expiresAt ?? later(now, TOP_UP_LIFETIME_MS),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("payment insert returned no row");
  if (!adapter) return row;
  if (!input.promptPayId && adapter.name !== "stripe") throw new Error("PromptPay needs the platform's id");
  const started = await adapter.start({
    paymentId: row.id,
    reference: row.reference,
    amount: row.amount,
    promptPayId: input.promptPayId ?? "",
  });
  const [saved] = await tx
    .update(payments)
    .set({
      qrPayload: started.qrPayload,
      providerPaymentId: started.providerPaymentId,
      qrExpiresAt: later(now, PAYMENT_QR_LIFETIME_MS),
    })
    .where(eq(payments.id, row.id))
    .returning();
  if (!saved) throw new Error("payment vanished");
  return saved;
}

export async function getPayment(db: Queryable, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function paymentsByIds(db: Queryable, ids: number[]): Promise<Map<number, PaymentRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(payments).where(inArray(payments.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function lockPayment(tx: Transaction, id: number): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
  if (!row) throw new AppError("REQUEST_NOT_FOUND", "payments.notFound");
  return row;
}

function handlerOf(context: Payments, row: PaymentRow) {
  const handler = context.purposes[row.purpose as PaymentPurpose];
  if (!handler) throw new Error(`no handler for payments of purpose ${row.purpose}`);
  return handler;
}

/** Marks a locked, pending payment paid and lets its purpose move the money, in one transaction. */
async function settle(tx: Transaction, context: Payments, row: PaymentRow, confirmation: Confirmation) {
  const [paid] = await tx
    .update(payments)
    .set({
      status: "paid",
      confirmedBy: confirmation.by,
      confirmedById: confirmation.operatorId,
      settledAt: new Date(),
    })
    .where(and(eq(payments.id, row.id), eq(payments.status, "pending")))
    .returning();
  if (!paid) throw new AppError("REQUEST_INVALID", "payments.notPending");
  await handlerOf(context, paid).paid(tx, paid, confirmation);
  return paid;
}

async function end(
  tx: Transaction,
  context: Payments,
  row: PaymentRow,
  outcome: "failed" | "expired",
  tellOwner = true,
) {
  const [ended] = await tx
    .update(payments)
    .set({ status: outcome, settledAt: new Date() })
    .where(and(eq(payments.id, row.id), eq(payments.status, "pending")))
    .returning();
  if (!ended) throw new AppError("REQUEST_INVALID", "payments.notPending");
  if (tellOwner) await handlerOf(context, ended).ended(tx, ended, outcome);
  return ended;
}

/**
 * An operator confirms a manual payment against the bank statement. A
 * provider's payment (stripe, sandbox) is not theirs to confirm: only the
 * provider says it was paid.
 */
export async function confirmByOperator(
  tx: Transaction,
  context: Payments,
  id: number,
  operatorId: number | null,
  reason?: string | null,
) {
  const row = await lockPayment(tx, id);
  if (row.provider !== "manual") {
    throw new AppError("REQUEST_INVALID", "payments.confirmedByProvider", { provider: row.provider });
  }
  if (row.status !== "pending") throw new AppError("REQUEST_INVALID", "payments.notPending");
  return settle(tx, context, row, { by: "operator", operatorId, sandbox: false, reason });
}

/** The operator found no money for a manual payment; its owner records the rejection itself. */
export async function rejectByOperator(tx: Transaction, id: number) {
  const row = await lockPayment(tx, id);
  if (row.provider !== "manual") {
    throw new AppError("REQUEST_INVALID", "payments.confirmedByProvider", { provider: row.provider });
  }
  if (row.status !== "pending") throw new AppError("REQUEST_INVALID", "payments.notPending");
  const [failed] = await tx
    .update(payments)
    .set({ status: "failed", settledAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return failed;
}

/**
 * The demo's "simulate paid / failed / expired" control: only while this app
 * runs the sandbox provider (DEMO=1) and only for a payment made with it.
 * What it confirms is marked sandbox wherever the money lands.
 */
export async function simulate(tx: Transaction, context: Payments, id: number, outcome: SandboxOutcome) {
  const row = await lockPayment(tx, id);
  if (context.adapter.name !== "sandbox" || row.provider !== "sandbox") {
    throw new AppError("AUTH_PERMISSION_DENIED", "payments.sandboxOff");
  }
  if (row.status !== "pending") throw new AppError("REQUEST_INVALID", "payments.notPending");
  if (outcome === "paid") return settle(tx, context, row, { by: "sandbox", operatorId: null, sandbox: true });
  return end(tx, context, row, outcome);
}

/**
 * What the provider said (a signed webhook or a status query), applied to a
 * locked payment. Paid counts only when the amount, currency and reference
 * are exactly what we asked for; anything else moves nothing and is refused.
 */
export async function applyProviderView(tx: Transaction, context: Payments, id: number, view: ProviderView) {
  const row = await lockPayment(tx, id);
  if (row.status !== "pending" || view.status === "pending") return row;
  if (view.status === "paid") {
    if (view.amount !== row.amount || view.currency !== row.currency || view.reference !== row.reference) {
      throw new AppError("REQUEST_VALIDATION_ERROR", "payments.mismatch");
    }
    return settle(tx, context, row, { by: "provider", operatorId: null, sandbox: false });
  }
  return end(tx, context, row, view.status);
}

function adapterFor(context: Payments, row: PaymentRow): PaymentAdapter {
  if (row.provider === "stripe") {
    if (!context.stripe) throw new AppError("REQUEST_INVALID", "payments.providerOff");
    return context.stripe;
  }
  return row.provider === "sandbox" ? sandboxAdapter : manualAdapter;
}

/**
 * The payer asks for a fresh QR (the shown one lives 15 minutes), until the
 * payment expires. Stripe is asked first: it may say the payment went through.
 */
export async function refreshQr(
  db: Database,
  context: Payments,
  id: number,
  inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>,
  now = new Date(),
): Promise<PaymentRow> {
  const row = await getPayment(db, id);
  if (!row) throw new AppError("REQUEST_NOT_FOUND", "payments.notFound");
  if (row.status !== "pending") throw new AppError("REQUEST_INVALID", "payments.notPending");
  if (row.method !== "promptpay") throw new AppError("REQUEST_INVALID", "payments.noQr");
  if (row.expiresAt <= now) throw new AppError("REQUEST_INVALID", "payments.expired");
  const view = await adapterFor(context, row).refresh(row);
  return inTransaction(async (tx) => {
    if (view.status !== "pending") return applyProviderView(tx, context, id, view);
    const [fresh] = await tx
      .update(payments)
      .set({ qrPayload: view.qrPayload ?? row.qrPayload, qrExpiresAt: later(now, PAYMENT_QR_LIFETIME_MS) })
      .where(and(eq(payments.id, id), eq(payments.status, "pending")))
      .returning();
    return fresh ?? (await lockPayment(tx, id));
  });
}

/**
 * A status query to the provider (the webhook's fallback): what it says is applied as a webhook
 * would be, and what that wrote (the seller's notices) is published once it has committed.
 */
export async function syncWithProvider(
  db: Database,
  publish: Publish | undefined,
  context: Payments,
  id: number,
): Promise<PaymentRow> {
  const row = await getPayment(db, id);
  if (!row) throw new AppError("REQUEST_NOT_FOUND", "payments.notFound");
  if (row.status !== "pending" || row.provider !== "stripe") return row;
  const view = await adapterFor(context, row).view(row);
  return transactionThenPublish(db, publish, (tx) => applyProviderView(tx, context, id, view));
}

/**
 * The payer gave up before paying (a buyer cancels an unpaid order): the
 * provider stops collecting first. When the provider says the money already
 * came, it is applied as a webhook would be and "paid" is answered: the owner
 * then finds its row paid and refuses the cancellation.
 */
export async function cancelWithProvider(
  db: Database,
  context: Payments,
  id: number,
  inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>,
): Promise<"stopped" | "paid"> {
  const row = await getPayment(db, id);
  if (row?.status !== "pending") return row?.status === "paid" ? "paid" : "stopped";
  const view = await adapterFor(context, row).cancel(row);
  if (view.status !== "paid") return "stopped";
  await inTransaction((tx) => applyProviderView(tx, context, id, view));
  return "paid";
}

/**
 * Ends a pending payment on its owner's behalf, in the owner's transaction
 * (the owner cancelled what it was for): nothing more can confirm it. Answers
 * false when it is no longer pending (it was paid in the meantime).
 */
export async function abandonPayment(tx: Transaction, id: number): Promise<boolean> {
  const [ended] = await tx
    .update(payments)
    .set({ status: "expired", settledAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  return ended !== undefined;
}

/**
 * Provider payments past their expiry are cancelled with the provider, then
 * expired here (their owner cancels what waited). One the payer paid in the
 * meantime is settled instead. Manual payments wait for their operator.
 */
export async function expireDuePayments(
  db: Database,
  context: Payments,
  inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>,
  now = new Date(),
) {
  const due = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, "pending"), ne(payments.provider, "manual"), lte(payments.expiresAt, now)))
    .orderBy(asc(payments.expiresAt))
    .limit(100);
  const failures: unknown[] = [];
  for (const row of due) {
    try {
      const view = await adapterFor(context, row).cancel(row);
      await inTransaction((tx) =>
        applyProviderView(tx, context, row.id, view.status === "pending" ? { status: "expired" } : view),
      );
    } catch (error) {
      // One payment the provider cannot answer for now must not hold back the others.
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} payments could not expire`);
  return due.length;
}
