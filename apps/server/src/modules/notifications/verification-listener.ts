import { verificationEvents } from "../verification/events";
import { notifyVerification } from "./events";

/** Called once when the app is built (app.ts): each identity decision becomes the seller's notification. */
export function notifyOnVerificationDecisions(): void {
  verificationEvents.listen(notifyVerification);
}
