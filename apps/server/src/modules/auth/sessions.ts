import {
  OPERATOR_SESSION_TTL_MS,
  REMEMBERED_SESSION_TTL_MS,
  SESSION_TTL_MS,
} from "@seller/contract/constants";
import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { sessions } from "./tables";
import { hashToken, isWellFormedToken, newToken } from "./tokens";

export type SessionKind = "seller" | "operator";
export type ActiveSession = {
  id: number;
  kind: SessionKind;
  ownerId: number;
  remember: boolean;
  expiresAt: Date;
};
export type IssuedToken = { token: string; expiresAt: Date };

/** 30 days with remember-me, 24 hours without (DECISIONS.md); operators 12 hours. */
function lifetimeMs(kind: SessionKind, remember: boolean): number {
  if (kind === "operator") return OPERATOR_SESSION_TTL_MS;
  return remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS;
}

/** Writing last_used_at on every request would turn each read into a write; once a minute is enough. */
const LAST_USED_RESOLUTION_MS = 60_000;

export async function createSession(
  db: Queryable,
  owner: { kind: SessionKind; ownerId: number; remember: boolean },
  now = new Date(),
): Promise<IssuedToken> {
  const token = newToken();
  const remember = owner.kind === "seller" && owner.remember;
  const expiresAt = new Date(now.getTime() + lifetimeMs(owner.kind, remember));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: owner.kind,
    ownerId: owner.ownerId,
    remember,
    expiresAt,
    createdAt: now,
    lastUsedAt: now,
  });
  return { token, expiresAt };
}

/** The session a bearer token stands for, or the reason it is refused. */
export async function resolveSession(db: Database, token: string, now = new Date()): Promise<ActiveSession> {
  if (!isWellFormedToken(token)) throw new AppError("AUTH_TOKEN_INVALID");
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row || row.revokedAt) throw new AppError("AUTH_TOKEN_INVALID");
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError("AUTH_TOKEN_EXPIRED");
  if (now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.id));
  }
  return {
    id: row.id,
    kind: row.kind,
    ownerId: row.ownerId,
    remember: row.remember,
    expiresAt: row.expiresAt,
  };
}

export async function revokeSession(db: Queryable, sessionId: number, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * A new token with the same remember-me lifetime, counted from now; the old
 * token stops working in the same transaction. Refused if the old session was
 * revoked meanwhile (a second refresh of the same token).
 */
export async function renewSession(
  db: Database,
  session: ActiveSession,
  now = new Date(),
): Promise<IssuedToken> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (revoked.length === 0) throw new AppError("AUTH_TOKEN_INVALID");
    return createSession(tx, session, now);
  });
}

/**
 * Periodic job: sessions that ended (expired or revoked) more than a day ago
 * are deleted; a day of grace keeps "session expired" answers truthful.
 */
export async function deleteEndedSessions(db: Queryable, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return deleted.length;
}

/**
 * Ends every live session of one account except `keepSessionId` (a password
 * change signs out the other devices). Returns the ended sessions' ids, so the
 * caller can close their sockets once this has committed.
 */
export async function revokeOtherSessions(
  db: Queryable,
  owner: { kind: SessionKind; ownerId: number; keepSessionId: number },
  now = new Date(),
): Promise<number[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.kind, owner.kind),
        eq(sessions.ownerId, owner.ownerId),
        ne(sessions.id, owner.keepSessionId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}
