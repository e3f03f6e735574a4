import type { Database } from "./db/client";
import type { Job } from "./lib/jobs";
import { DEFAULT_RATE_LIMITS } from "./lib/rate-limits";
import { deleteStaleAttemptCounters } from "./modules/auth/attempt-counter";
import { deleteEndedSessions } from "./modules/auth/sessions";
import { deleteStaleLockouts } from "./modules/auth/signin-guard";
import { removeExpiredUploads } from "./modules/files/service";
import type { FileStore } from "./modules/files/storage";
import { type Publish, transactionThenPublish } from "./modules/notifications/outbox";
import { dispatchSandboxOrders } from "./modules/orders/dispatch";
import { completeShippedOrders, expireUnpaidOrders } from "./modules/orders/jobs";
import type { Payments } from "./modules/payments/context";
import { expireDuePayments } from "./modules/payments/service";
import { deleteEndedChallenges } from "./modules/two-factor/service";
import { purgeRejectedIdentityImages } from "./modules/verification/retention";

const MINUTE = 60_000;

/** The server's periodic jobs, for main.ts to start. */
export function periodicJobs(
  db: Database,
  store: FileStore,
  payments: Payments,
  publish?: Publish | undefined,
  options: { demo?: boolean } = {},
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
  ];
}
