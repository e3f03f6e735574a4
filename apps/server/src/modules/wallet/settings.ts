import type { Queryable } from "../../db/client";
import { getSettings } from "../system/service";
import { type PaymentProvider, sandboxProvider } from "./payment-provider";

/** What the wallet routes are given at start: the provider and PROMPTPAY_ID, the setting's fallback. */
export type WalletOptions = { provider?: PaymentProvider; promptPayId?: string | undefined };

export type WalletContext = { provider: PaymentProvider; defaultPromptPayId: string };

export function walletContext(options: WalletOptions): WalletContext {
  return { provider: options.provider ?? sandboxProvider, defaultPromptPayId: options.promptPayId ?? "" };
}

/** The wallet's system settings (DECISIONS.md "Wallet": limits and fee are settings). */
export async function walletSettings(db: Queryable, context: WalletContext) {
  const settings = await getSettings(db);
  return {
    dailyLimit: settings.withdrawalDailyLimit,
    fee: settings.withdrawalFeeSatang,
    processingText: settings.withdrawalProcessingText,
    promptPayId: settings.promptPayId.trim() || context.defaultPromptPayId,
  };
}
