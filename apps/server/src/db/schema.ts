/** Every module's tables, for Drizzle's typed queries and for drizzle-kit's migrations. */
export { operators } from "../modules/admin/tables";
export { attemptCounters, sessions } from "../modules/auth/tables";
export { bankCards } from "../modules/bank-cards/tables";
export { fileAccessLog, files } from "../modules/files/tables";
export { idempotencyKeys } from "../modules/idempotency/tables";
export {
  notificationSettings,
  notifications,
  socketIoAttachments,
} from "../modules/notifications/tables";
export { paymentEvents, payments } from "../modules/payments/tables";
export { sellers } from "../modules/sellers/tables";
export { systemSettings } from "../modules/system/tables";
export { verifications } from "../modules/verification/tables";
export {
  accounts,
  depositRefunds,
  recharges,
  transfers,
  withdrawals,
  withdrawPasswords,
} from "../modules/wallet/tables";
