import type { Transaction } from "../../db/client";
import { type WalletEvent, walletEvents } from "../wallet/events";
import { notifyTransfer, notifyWalletRequest } from "./events";

/** Each wallet event becomes the seller's notification, in the event's own transaction. */
async function notifyWalletEvent(tx: Transaction, event: WalletEvent) {
  if (event.type === "transfer") return notifyTransfer(tx, event);
  return notifyWalletRequest(tx, event);
}

/** Called once when the app is built (app.ts); listening twice keeps one listener. */
export function notifyOnWalletEvents(): void {
  walletEvents.listen(notifyWalletEvent);
}
