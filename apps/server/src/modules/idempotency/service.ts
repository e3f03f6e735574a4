import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type Publish, transactionThenPublish } from "../../lib/outbox";
import { idempotencyKeys } from "./tables";

/**
 * How long a key replays its answer. A client retries a lost answer within
 * seconds or minutes (Stripe keeps keys 24 hours); a week covers a phone that
 * was offline for days, and the table does not grow for ever.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** The periodic job: keys older than the retention are forgotten (the money they guarded stays in the ledger). */
export async function purgeExpiredIdempotencyKeys(db: Queryable, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

/** The answer a money-moving call gives, kept so that a repeat gets the same one. */
export type Answer = { statusCode: number; body: unknown };
/**
 * How a route shapes a service's result into its answer (status and envelope):
 * the service opens the transaction and the key, the route keeps HTTP.
 */
export type Respond<T> = (result: T) => Answer;
export type IdempotentCall = {
  /** "seller:100001", "operator:3". */
  actor: string;
  /** The Idempotency-Key header; absent: the call runs without replay protection. */
  key: string | undefined;
  method: string;
  path: string;
  /** The parsed body: the same amount written "5000" or 5000.00 is the same request. */
  body: unknown;
  /** Emits the notifications the movement wrote, once it has committed (a replay emits nothing). */
  publish?: Publish | undefined;
};

const KEY_PATTERN = /^[\x20-\x7e]{1,100}$/;

/** Reads the Idempotency-Key header: 1-100 printable characters, or absent. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== "string" || !KEY_PATTERN.test(header)) {
    throw new AppError("REQUEST_INVALID", "idempotency.keyInvalid");
  }
  return header;
}

function requestHash(call: IdempotentCall): string {
  const body = JSON.stringify(call.body ?? null, (_, value) =>
    typeof value === "bigint" ? value.toString() : value,
  );
  return createHash("sha256").update(`${call.method}\n${call.path}\n${body}`).digest("hex");
}

class AlreadyClaimed extends Error {}

async function stored(db: Database, call: IdempotentCall & { key: string }, hash: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.actor, call.actor), eq(idempotencyKeys.key, call.key)));
  if (!row) return undefined;
  // Same key, different request: replaying would answer a question that was not asked.
  if (row.requestHash !== hash) throw new AppError("REQUEST_INVALID", "idempotency.keyReused");
  return { statusCode: row.statusCode, body: row.responseBody } satisfies Answer;
}

/**
 * Runs a money movement once per key (ARCHITECTURE.md: "the same key replays
 * the first answer and moves nothing twice"). The key row is written in the
 * movement's own transaction: a concurrent duplicate blocks on the primary key
 * until the first commits, then replays its answer; a repeat after that finds
 * the key taken and replays it too. A failed call rolls back its key too, so
 * it may be retried. `precheck` runs outside the transaction,
 * for checks whose failures must be recorded (wrong withdrawal passwords).
 */
export async function runIdempotent(
  db: Database,
  call: IdempotentCall,
  work: { precheck?: () => Promise<void>; run: (tx: Transaction) => Promise<Answer> },
): Promise<Answer> {
  const { key } = call;
  if (key === undefined) {
    await work.precheck?.();
    return transactionThenPublish(db, call.publish, (tx) => work.run(tx));
  }
  const keyed = { ...call, key };
  const hash = requestHash(call);
  if (work.precheck) {
    // A repeat answers before the precheck runs again (a withdrawal password is not checked twice).
    // Without one, the claim below finds a repeat: a first call saves a round trip.
    const earlier = await stored(db, keyed, hash);
    if (earlier) return earlier;
    await work.precheck();
  }
  try {
    return await transactionThenPublish(db, call.publish, async (tx) => {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ actor: call.actor, key, requestHash: hash, statusCode: 0, responseBody: {} })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) throw new AlreadyClaimed();
      const answer = await work.run(tx);
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: answer.statusCode, responseBody: answer.body })
        .where(and(eq(idempotencyKeys.actor, call.actor), eq(idempotencyKeys.key, key)));
      return answer;
    });
  } catch (error) {
    if (!(error instanceof AlreadyClaimed)) throw error;
    const replay = await stored(db, keyed, hash);
    if (!replay) throw new Error("idempotency key claimed but not stored");
    return replay;
  }
}
