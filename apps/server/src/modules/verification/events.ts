import { TxEvents } from "../../lib/tx-events";

/** An operator's decision on a seller's identity (review.ts decideVerification). */
export type VerificationDecided = {
  sellerId: number;
  verificationId: number;
  status: "approved" | "rejected";
  reason: string | null;
  reviewedAt: Date;
};

/**
 * Recorded in the decision's transaction; the notifications module, above this one, tells the
 * seller in that same transaction (ARCHITECTURE.md "Dependency direction", lib/tx-events.ts).
 */
export const verificationEvents = new TxEvents<VerificationDecided>();
