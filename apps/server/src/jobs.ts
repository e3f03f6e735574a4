import type { Database } from "./db/client";
import type { Job } from "./lib/jobs";
import { type Publish, transactionThenPublish } from "./lib/outbox";
import { DEFAULT_RATE_LIMITS } from "./lib/rate-limits";
import { deleteStaleAttemptCounters } from "./modules/auth/attempt-counter";
import { deleteEndedSessions } from "./modules/auth/sessions";
import { deleteStaleLockouts, forgetOldAddresses } from "./modules/auth/signin-guard";
import { removeExpiredUploads } from "./modules/files/service";
import type { FileStore } from "./modules/files/storage";
import { purgeExpiredIdempotencyKeys } from "./modules/idempotency/service";
import { dispatchSandboxOrders } from "./modules/orders/dispatch";
import { completeShippedOrders, expireUnpaidOrders } from "./modules/orders/jobs";
import { refundUnshippedOrders } from "./modules/orders/refund-jobs";
import { sendUnsentProviderRefunds } from "./modules/orders/refund-provider";
import type { Payments } from "./modules/payments/context";
import { expireDuePayments } from "./modules/payments/service";
import { deleteEndedChallenges } from "./modules/two-factor/service";
import { purgeApprovedIdentityImages, purgeRejectedIdentityImages } from "./modules/verification/retention";
import { verifyLedger } from "./modules/wallet/verify-ledger";

const MINUTE = 60_000;

/** The server's periodic jobs, for main.ts to start. */
export function periodicJobs(
  db: Database,
  store: FileStore,
  payments: Payments,
  publish?: Publish | undefined,
  options: {
    demo?: boolean;
    /** Told of each periodic ledger verification's breaches (the metrics' verification age). */
    onLedgerVerified?: (breaches: number) => void;
  } = {},
): Job[] {
  const inTransaction = <T>(work: Parameters<typeof transactionThenPublish<T>>[2]) =>
    transactionThenPublish(db, publish, work);
  const longestWindowMs = Math.max(...Object.values(DEFAULT_RATE_LIMITS).map((limit) => limit.windowMs));
  const demoJobs: Job[] = options.demo
    ? [
        // The demo's sandbox supplier dispatches batch-shipped demo orders (DECISIONS "Orders").
        {
          name: "dispatch-sandbox-orders",
          everyMs: 15_000,
          run: () => dispatchSandboxOrders(db, inTransaction),
        },
      ]
    : [];
  return [
    ...demoJobs,
    {
      // The ledger's invariants, checked on every node so each one's /metrics says how long ago:
      // a breach fails the run (logged as an error, counted as a failure).
      name: "verify-ledger",
      everyMs: 6 * 60 * MINUTE,
      run: async () => {
        const breaches = await verifyLedger(db);
        options.onLedgerVerified?.(breaches.length);
        if (breaches.length > 0) throw new Error(`ledger invariants broken: ${JSON.stringify(breaches)}`);
        return 0;
      },
    },
    {
      name: "expire-unpaid-orders",
      everyMs: MINUTE,
      run: () => expireUnpaidOrders(db, payments, inTransaction),
    },
    {
      name: "complete-shipped-orders",
      everyMs: 5 * MINUTE,
      run: () => completeShippedOrders(db, inTransaction),
    },
    {
      // A paid order not shipped in time is refunded, the seller warned a day before (DECISIONS "Orders").
      name: "refund-unshipped-orders",
      everyMs: 5 * MINUTE,
      run: async () => {
        const { warned, refunded } = await refundUnshippedOrders(db, payments, inTransaction);
        return warned + refunded;
      },
    },
    {
      // A Stripe refund whose call failed after the refund committed is asked again (DECISIONS "Payments").
      name: "send-provider-refunds",
      everyMs: MINUTE,
      run: () => sendUnsentProviderRefunds(db, payments, inTransaction),
    },
    {
      name: "expire-due-payments",
      everyMs: MINUTE,
      run: () => expireDuePayments(db, payments, (work) => transactionThenPublish(db, publish, work)),
    },
    { name: "remove-expired-uploads", everyMs: 5 * MINUTE, run: () => removeExpiredUploads(db, store) },
    {
      name: "purge-rejected-identity-images",
      everyMs: 60 * MINUTE,
      run: () => purgeRejectedIdentityImages(db, store),
    },
    {
      name: "purge-approved-identity-images",
      everyMs: 60 * MINUTE,
      run: () => purgeApprovedIdentityImages(db, store),
    },
    { name: "delete-ended-sessions", everyMs: 60 * MINUTE, run: () => deleteEndedSessions(db) },
    {
      name: "delete-ended-two-factor-challenges",
      everyMs: 60 * MINUTE,
      run: () => deleteEndedChallenges(db),
    },
    {
      name: "delete-stale-attempt-counters",
      everyMs: 60 * MINUTE,
      run: () => deleteStaleAttemptCounters(db, longestWindowMs),
    },
    { name: "delete-stale-signin-lockouts", everyMs: 60 * MINUTE, run: () => deleteStaleLockouts(db) },
    { name: "forget-old-signin-addresses", everyMs: 60 * MINUTE, run: () => forgetOldAddresses(db) },
    {
      name: "purge-expired-idempotency-keys",
      everyMs: 60 * MINUTE,
      run: () => purgeExpiredIdempotencyKeys(db),
    },
  ];
}
