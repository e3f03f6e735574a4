import { bankName } from "@seller/contract/bank-cards";
import type { Queryable } from "../../db/client";
import type { Payments } from "../payments/context";
import { usablePromptPayId } from "../payments/promptpay";
import { getSettings } from "../system/service";

/** The platform's receiving account for bank-transfer top-ups. */
export type PlatformBankAccount = { bankCode: string; accountNumber: string; accountName: string };

/**
 * What the wallet routes are given at start: the payments (provider, demo), and
 * the environment's defaults of the settings (PROMPTPAY_ID, PLATFORM_BANK_*,
 * CUSTOMER_SERVICE_URL).
 */
export type WalletOptions = {
  payments: Payments;
  promptPayId?: string | undefined;
  platformBankAccount?: PlatformBankAccount | undefined;
  customerServiceUrl?: string | undefined;
};

export type WalletContext = {
  payments: Payments;
  defaultPromptPayId: string;
  defaultBankAccount: PlatformBankAccount | undefined;
  defaultCustomerServiceUrl: string;
};

export function walletContext(options: WalletOptions): WalletContext {
  return {
    payments: options.payments,
    defaultPromptPayId: options.promptPayId ?? "",
    defaultBankAccount: options.platformBankAccount,
    defaultCustomerServiceUrl: options.customerServiceUrl ?? "",
  };
}

/** All three parts, or none: a half-configured account is not one a seller can pay into. */
function usableBankAccount(account: PlatformBankAccount | undefined): PlatformBankAccount | undefined {
  if (!account) return undefined;
  const parts = {
    bankCode: account.bankCode.trim(),
    accountNumber: account.accountNumber.trim(),
    accountName: account.accountName.trim(),
  };
  return parts.bankCode && parts.accountNumber && parts.accountName ? parts : undefined;
}

/** The wallet's system settings (DECISIONS.md "Wallet": limits and fee are settings). */
export async function walletSettings(db: Queryable, context: WalletContext) {
  const settings = await getSettings(db);
  const stored = usableBankAccount({
    bankCode: settings.platformBankCode,
    accountNumber: settings.platformBankAccountNumber,
    accountName: settings.platformBankAccountName,
  });
  return {
    dailyLimit: settings.withdrawalDailyLimit,
    fee: settings.withdrawalFeeSatang,
    processingText: settings.withdrawalProcessingText,
    promptPayId: settings.promptPayId.trim() || context.defaultPromptPayId,
    /** The stored account when complete, else the environment's; undefined: bank transfer is off. */
    bankAccount: stored ?? usableBankAccount(context.defaultBankAccount),
    customerServiceUrl: settings.customerServiceUrl || context.defaultCustomerServiceUrl || null,
  };
}

/** What the seller needs to make a bank transfer to the platform. */
export function bankTransferDetails(account: PlatformBankAccount) {
  return {
    bank_name: bankName(account.bankCode),
    bank_account_number: account.accountNumber,
    bank_account_name: account.accountName,
  };
}

/**
 * The platform's PromptPay id a QR is built for; Stripe builds its own QR and
 * needs none. Undefined: PromptPay is off.
 */
export function promptPayIdFor(context: WalletContext, settings: { promptPayId: string }) {
  if (context.payments.adapter.name === "stripe") return "";
  return usablePromptPayId(settings.promptPayId);
}

/** Which top-up methods can be paid right now, and who confirms them. */
export async function rechargeMethods(db: Queryable, context: WalletContext) {
  const settings = await walletSettings(db, context);
  return {
    methods: [
      { method: "promptpay" as const, available: promptPayIdFor(context, settings) !== undefined },
      { method: "bank_transfer" as const, available: settings.bankAccount !== undefined },
    ],
    provider: context.payments.adapter.name,
    demo: context.payments.demo,
  };
}
