/** Every module's tables, for Drizzle's typed queries and for drizzle-kit's migrations. */
export { securitySettings } from "../modules/account/tables";
export { operators } from "../modules/admin/tables";
export { auditLog } from "../modules/audit/tables";
export { attemptCounters, sessions, signinKnownAddresses, signinLockouts } from "../modules/auth/tables";
export { bankCards } from "../modules/bank-cards/tables";
export {
  categories,
  favorites,
  productImages,
  productReviews,
  products,
} from "../modules/catalogue/tables";
export { fileAccessLog, files } from "../modules/files/tables";
export { readinessProbe } from "../modules/health/tables";
export { idempotencyKeys } from "../modules/idempotency/tables";
export {
  notificationSettings,
  notifications,
  socketIoAttachments,
} from "../modules/notifications/tables";
export { orderRefunds } from "../modules/orders/refund-tables";
export { orderItems, orderNumberSequence, orderReviews, orders } from "../modules/orders/tables";
export { paymentEvents, payments } from "../modules/payments/tables";
export { sellers } from "../modules/sellers/tables";
export { releasedStoreSlugs, storeListings, storeSettings, storeVisits } from "../modules/store/tables";
export { helpEntries, supportMessages } from "../modules/support/tables";
export { announcements, systemSettings } from "../modules/system/tables";
export {
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
} from "../modules/two-factor/tables";
export { verifications } from "../modules/verification/tables";
export {
  accounts,
  depositRefunds,
  recharges,
  transfers,
  withdrawals,
} from "../modules/wallet/tables";
export { withdrawPasswords } from "../modules/withdraw-password/tables";
