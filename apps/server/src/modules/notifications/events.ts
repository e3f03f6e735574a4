import type { Language } from "@seller/contract/languages";
import { type MessageParams, translate } from "@seller/contract/messages";
import { formatBaht, formatBahtGrouped } from "@seller/contract/money";
import type { Transaction } from "../../db/client";
import type { VerificationDecided } from "../verification/events";
import type { TransferPosted, WalletRequestEvent } from "../wallet/events";
import { notify } from "./notify";

/** A reason given by an operator, or "none given" in the seller's language. */
const reasonIn = (language: Language, reason: string | null) =>
  reason?.trim() ? reason.trim() : translate(language, "notifications.noReason");

function texts(language: Language, key: string, params: MessageParams) {
  return {
    title: translate(language, `notifications.${key}.title`, params),
    message: translate(language, `notifications.${key}.message`, params),
  };
}

/**
 * Every movement of the seller's money (spec "transaction" data fields).
 * Freeze stays "processing" until its withdrawal is decided.
 */
export function notifyTransfer(tx: Transaction, input: TransferPosted) {
  return notify(tx, input.sellerId, "transaction", (language) => {
    const description = translate(language, `notifications.transaction.codes.${input.code}`);
    const params = {
      description,
      amount: formatBahtGrouped(input.amount),
      balance: formatBahtGrouped(input.availableAfter),
    };
    return {
      ...texts(language, "transaction", params),
      data: {
        transaction_type: input.code,
        amount: formatBaht(input.amount),
        status: input.code === "freeze" ? "processing" : "success",
        description,
        balance_after: formatBaht(input.availableAfter),
        new_balance: formatBaht(input.availableAfter),
        operator: input.actor.kind,
        operator_id: input.actor.kind === "operator" ? input.actor.id : null,
        reason: input.reason,
        transaction_id: `transfer-${input.transferId}`,
        processed_at: input.at.toISOString(),
        ...(input.orderId ? { order_id: input.orderId } : {}),
      },
    };
  });
}

const STATUS = {
  approved: "approved",
  rejected: "rejected",
  cancelled: "cancelled",
  paid: "paid",
  refunded: "refunded",
} as const;
const ID_FIELD = { recharge: "recharge_id", withdraw: "withdrawal_id", deposit: "refund_id" } as const;

/** A recharge, withdrawal or security deposit decided or paid (types recharge, withdraw, deposit). */
export function notifyWalletRequest(tx: Transaction, input: WalletRequestEvent) {
  const status = input.event === "refundRejected" ? "rejected" : STATUS[input.event];
  return notify(tx, input.sellerId, input.type, (language) => ({
    ...texts(language, `${input.type}.${input.event}`, {
      amount: formatBahtGrouped(input.amount),
      balance: formatBahtGrouped(input.availableAfter),
      reason: reasonIn(language, input.reason),
      card: input.card ?? "",
    }),
    data: {
      id: input.id,
      ...(input.type === "deposit" && input.event === "paid" ? {} : { [ID_FIELD[input.type]]: input.id }),
      amount: formatBaht(input.amount),
      status,
      reason: input.reason,
      new_balance: formatBaht(input.availableAfter),
      ...(input.card ? { card_number: input.card } : {}),
      processed_at: input.at.toISOString(),
    },
  }));
}

/** An operator decided the seller's identity verification (spec "verification" data fields). */
export function notifyVerification(tx: Transaction, input: VerificationDecided) {
  return notify(tx, input.sellerId, "verification", (language) => ({
    ...texts(language, `verification.${input.status}`, { reason: reasonIn(language, input.reason) }),
    data: {
      verification_id: input.verificationId,
      verification_type: "identity",
      status: input.status,
      reason: input.reason,
      processed_at: input.reviewedAt.toISOString(),
      reviewed_at: input.reviewedAt.toISOString(),
    },
  }));
}

/**
 * The seller's bank card was added or removed: withdrawals go to it, so the
 * seller hears of every change at once (type system, data system_type bank_card).
 */
export function notifyBankCard(
  tx: Transaction,
  input: { sellerId: number; change: "added" | "removed"; bankName: string; card: string; at: Date },
) {
  return notify(tx, input.sellerId, "system", (language) => {
    const params = { bank: input.bankName, card: input.card };
    return {
      title: translate(language, `security.bankCardNotice.${input.change}.title`, params),
      message: translate(language, `security.bankCardNotice.${input.change}.message`, params),
      data: {
        system_type: "bank_card",
        change: input.change,
        bank_name: input.bankName,
        card_number: input.card,
        processed_at: input.at.toISOString(),
      },
    };
  });
}
