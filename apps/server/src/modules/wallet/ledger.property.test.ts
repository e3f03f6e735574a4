import { SETTING_INTEGER_BOUNDS } from "@seller/contract/operator-settings";
import { MAX_PENDING_TOP_UPS } from "@seller/contract/payments";
import { SECURITY_DEPOSIT_SATANG } from "@seller/contract/wallet";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { useTestApp } from "../../test/app";
import { readySeller, setDailyLimit, TEST_PLATFORM_BANK_ACCOUNT, TEST_PROMPTPAY_ID } from "../../test/wallet";
import { depositRefundOrders } from "../orders/deposit-guard";
import {
  approveDepositRefund,
  payDeposit,
  rejectDepositRefund,
  requestDepositRefund,
} from "./deposit-service";
import { type SellerAccountKind, sellerBalances } from "./ledger";
import { approveRecharge, createRecharge, rejectRecharge } from "./recharge-service";
import { type WalletContext, walletContext } from "./settings";
import { verifyLedger } from "./verify-ledger";
import { approveWithdrawal, rejectWithdrawal, requestWithdrawal, usedToday } from "./withdrawal-service";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID, platformBankAccount: TEST_PLATFORM_BANK_ACCOUNT });
let context: WalletContext;
beforeAll(() => {
  context = walletContext({
    payments: t.app.payments,
    promptPayId: TEST_PROMPTPAY_ID,
    platformBankAccount: TEST_PLATFORM_BANK_ACCOUNT,
  });
});
const operator = { kind: "operator" as const, id: null };
const baht = (n: number) => BigInt(n) * 100n;

type Model = Record<number, Record<SellerAccountKind, bigint>>;
type Pending = { kind: "recharge" | "withdrawal" | "refund"; id: number; seller: number; amount: bigint };

const step = fc.oneof(
  fc.record({
    op: fc.constant("recharge" as const),
    seller: fc.nat(1),
    amount: fc.integer({ min: 5000, max: 40000 }),
  }),
  fc.record({
    op: fc.constant("withdraw" as const),
    seller: fc.nat(1),
    amount: fc.integer({ min: 5000, max: 30000 }),
  }),
  fc.record({ op: fc.constant("deposit" as const), seller: fc.nat(1) }),
  fc.record({ op: fc.constant("refund" as const), seller: fc.nat(1) }),
  fc.record({ op: fc.constant("approve" as const), pick: fc.nat(20) }),
  fc.record({ op: fc.constant("reject" as const), pick: fc.nat(20) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/**
 * Whether the wallet's rules allow the step, read from the model alone: a
 * recharge while fewer than MAX_PENDING_TOP_UPS wait, a withdrawal within the
 * available balance and the daily count, a deposit once with 5,000 THB
 * available, a refund of a held deposit with none pending, a decision on any
 * pending request (spec section 6, DECISIONS.md "Wallet"). A ledger that
 * refuses an allowed step fails as surely as one that allows a refused one.
 */
function allowed(
  s: Step,
  seller: number | undefined,
  model: Model,
  pending: Pending[],
  withdrawnToday: number,
) {
  const m = seller === undefined ? undefined : model[seller];
  const waiting = (kind: Pending["kind"]) => pending.filter((p) => p.kind === kind && p.seller === seller);
  if (s.op === "recharge") return waiting("recharge").length < MAX_PENDING_TOP_UPS;
  if (s.op === "withdraw")
    return (
      m !== undefined &&
      baht(s.amount) <= m.available &&
      withdrawnToday < SETTING_INTEGER_BOUNDS.withdrawalDailyLimit.max
    );
  if (s.op === "deposit")
    return m !== undefined && m.deposit === 0n && m.available >= SECURITY_DEPOSIT_SATANG;
  if (s.op === "refund") return m !== undefined && m.deposit > 0n && waiting("refund").length === 0;
  return pending.length > 0;
}

describe("the ledger under random use", () => {
  let sellers: number[] = [];
  beforeAll(async () => {
    sellers = [
      (await readySeller(t.app, t.database.db, "5000")).id,
      (await readySeller(t.app, t.database.db, "5000")).id,
    ];
    await setDailyLimit(t.database.db, SETTING_INTEGER_BOUNDS.withdrawalDailyLimit.max);
  });

  it("carries out every allowed step, refuses every other, and keeps every invariant through random recharges, approvals, rejections, withdrawals, deposits and refunds", async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 15 }), async (steps) => {
        const model: Model = {};
        for (const id of sellers) model[id] = await sellerBalances(db, id);
        const withdrawnToday: Record<number, number> = {};
        for (const id of sellers) withdrawnToday[id] = await usedToday(db, id, new Date());
        const pending: Pending[] = [];
        for (const s of steps) {
          // A decision needs a pending request to decide; with none, the step is no move at all.
          if ((s.op === "approve" || s.op === "reject") && pending.length === 0) continue;
          const mover = "seller" in s ? sellers[s.seller] : undefined;
          const expected = allowed(
            s,
            mover,
            model,
            pending,
            mover === undefined ? 0 : (withdrawnToday[mover] ?? 0),
          );
          let refusal: string | null = null;
          try {
            await db.transaction(async (tx) => {
              if (s.op === "recharge") {
                const seller = sellers[s.seller] as number;
                const { recharge } = await createRecharge(tx, context, seller, {
                  amount: baht(s.amount),
                  method: "bank_transfer",
                });
                pending.push({ kind: "recharge", id: recharge.id, seller, amount: baht(s.amount) });
              } else if (s.op === "withdraw") {
                const seller = sellers[s.seller] as number;
                const { withdrawal } = await requestWithdrawal(tx, context, seller, {
                  amount: baht(s.amount),
                });
                const m = model[seller] as Record<SellerAccountKind, bigint>;
                m.available -= baht(s.amount);
                m.frozen += baht(s.amount);
                pending.push({ kind: "withdrawal", id: withdrawal.id, seller, amount: baht(s.amount) });
                withdrawnToday[seller] = (withdrawnToday[seller] ?? 0) + 1;
              } else if (s.op === "deposit") {
                const seller = sellers[s.seller] as number;
                await payDeposit(tx, seller);
                const m = model[seller] as Record<SellerAccountKind, bigint>;
                m.available -= SECURITY_DEPOSIT_SATANG;
                m.deposit += SECURITY_DEPOSIT_SATANG;
              } else if (s.op === "refund") {
                const seller = sellers[s.seller] as number;
                const { refund } = await requestDepositRefund(tx, seller, depositRefundOrders);
                pending.push({ kind: "refund", id: refund.id, seller, amount: SECURITY_DEPOSIT_SATANG });
              } else {
                const index = s.pick % pending.length;
                const request = pending[index];
                if (!request) throw new Error("a decision is drawn from the pending requests");
                pending.splice(index, 1);
                const m = model[request.seller] as Record<SellerAccountKind, bigint>;
                const approve = s.op === "approve";
                if (request.kind === "recharge") {
                  if (approve) await approveRecharge(tx, context, request.id, operator);
                  else await rejectRecharge(tx, context, request.id, operator, "no payment");
                  if (approve) m.available += request.amount;
                } else if (request.kind === "withdrawal") {
                  if (approve) await approveWithdrawal(tx, request.id, operator);
                  else await rejectWithdrawal(tx, request.id, operator, "bank refused");
                  m.frozen -= request.amount;
                  if (!approve) m.available += request.amount;
                } else {
                  if (approve)
                    await approveDepositRefund(tx, request.id, operator, null, depositRefundOrders);
                  else await rejectDepositRefund(tx, request.id, operator, "orders open");
                  if (approve) {
                    m.deposit -= request.amount;
                    m.available += request.amount;
                  }
                }
              }
            });
          } catch (error) {
            // A refusal is an AppError (insufficient balance, already paid...); anything else is a bug.
            if (!(error instanceof AppError)) throw error;
            refusal = error.messageKey;
          }
          // Named with the step, so a failure says which move went the wrong way and why.
          expect({ step: s, refusal }).toEqual({ step: s, refusal: expected ? null : expect.any(String) });
          expect(await verifyLedger(db)).toEqual([]);
        }
        for (const id of sellers) expect(await sellerBalances(db, id)).toEqual(model[id]);
        // Leave nothing pending for the next run's model.
        for (const request of pending) {
          await db.transaction(async (tx) => {
            if (request.kind === "recharge")
              await rejectRecharge(tx, context, request.id, operator, "cleanup");
            if (request.kind === "withdrawal") await rejectWithdrawal(tx, request.id, operator, "cleanup");
            if (request.kind === "refund") await rejectDepositRefund(tx, request.id, operator, "cleanup");
          });
        }
      }),
      { numRuns: 30 },
    );
  });
});
