import { bankName } from "@seller/contract/bank-cards";
import type { Queryable } from "../../db/client";
import { getSettings } from "../system/service";
import { type PaymentProvider, sandboxProvider, usablePromptPayId } from "./payment-provider";

/** The platform's receiving account for bank-transfer top-ups. */
export type PlatformBankAccount = { bankCode: string; accountNumber: string; accountName: string };

/**
 * What the wallet routes are given at start: the provider, and the environment's
 * defaults of the settings (PROMPTPAY_ID, PLATFORM_BANK_*, CUSTOMER_SERVICE_URL).
 */
export type WalletOptions = {
  provider?: PaymentProvider;
  promptPayId?: string | undefined;
  platformBankAccount?: PlatformBankAccount | undefined;
  customerServiceUrl?: string | undefined;
};

export type WalletContext = {
  provider: PaymentProvider;
  defaultPromptPayId: string;
  defaultBankAccount: PlatformBankAccount | undefined;
  defaultCustomerServiceUrl: string;
};

export function walletContext(options: WalletOptions): WalletContext {
  return {
    provider: options.provider ?? sandboxProvider,
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

/** Which top-up methods can be paid right now. */
export async function rechargeMethods(db: Queryable, context: WalletContext) {
  const settings = await walletSettings(db, context);
  return [
    { method: "promptpay" as const, available: usablePromptPayId(settings.promptPayId) !== undefined },
    { method: "bank_transfer" as const, available: settings.bankAccount !== undefined },
  ];
}
