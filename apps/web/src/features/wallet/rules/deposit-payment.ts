import { parseBaht, type Satang } from "@seller/contract/money";
import { SECURITY_DEPOSIT_SATANG } from "@seller/contract/wallet-answers";

export type DepositBlock = "alreadyPaid" | "verificationRequired" | "insufficientBalance";

/**
 * Spec section 5, security deposit: already paid, then identity, then balance.
 * The server checks the same; asking first spares the seller a refused payment.
 */
export function depositBlock(seller: {
  has_deposit: boolean;
  is_verified: boolean;
  available_balance: string;
}): DepositBlock | undefined {
  if (seller.has_deposit) return "alreadyPaid";
  if (!seller.is_verified) return "verificationRequired";
  if ((parseBaht(seller.available_balance) ?? 0n) < SECURITY_DEPOSIT_SATANG) return "insufficientBalance";
  return undefined;
}

/** The available balance after paying an amount, in satang (the confirm dialog's last line). */
export function balanceAfter(available: string, amount: Satang): Satang {
  return (parseBaht(available) ?? 0n) - amount;
}
