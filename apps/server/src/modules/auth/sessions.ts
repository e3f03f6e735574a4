import {
  OPERATOR_SESSION_TTL_MS,
  REMEMBERED_SESSION_TTL_MS,
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TTL_MS,
  SESSION_TTL_MS,
} from "@seller/contract/constants";
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { preparedRead } from "../../lib/prepared";
import { sellerStatusOf } from "../sellers/directory";
import { sessions } from "./tables";
import { hashToken, isWellFormedToken, newToken } from "./tokens";

export type SessionKind = "seller" | "operator";
export type ActiveSession = {
  id: number;
  kind: SessionKind;
  ownerId: number;
  remember: boolean;
  expiresAt: Date;
  /** When the password was typed; refreshes keep it. */
  signedInAt: Date;
};
/** A session with its seller's status as read with it (null for an operator's). */
export type ResolvedSession = ActiveSession & { sellerStatus: string | null };
/** Where a request came from: the browser's user agent and the client address. */
export type Device = { userAgent?: string | undefined; address?: string | undefined };
/** `sessionId`: the row, for the audit log of an operator's sign-in. */
export type IssuedToken = { token: string; expiresAt: Date; sessionId: number };

/** 30 days with remember-me, 24 hours without (DECISIONS.md); operators 12 hours. */
function lifetimeMs(kind: SessionKind, remember: boolean): number {
  if (kind === "operator") return OPERATOR_SESSION_TTL_MS;
  return remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS;
}

/** Writing last_used_at on every request would turn each read into a write; once a minute is enough. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * A new session. `signedInAt` is now at a sign-in and the original one at a
 * refresh: the lifetime counts from now but never past 30 days after the
 * password was typed, so a stolen token cannot be kept alive by refreshing.
 */
export async function createSession(
  db: Queryable,
  owner: { kind: SessionKind; ownerId: number; remember: boolean; signedInAt?: Date },
  now = new Date(),
  device: Device = {},
): Promise<IssuedToken> {
  const token = newToken();
  const remember = owner.kind === "seller" && owner.remember;
  const signedInAt = owner.signedInAt ?? now;
  const expiresAt = new Date(
    Math.min(
      now.getTime() + lifetimeMs(owner.kind, remember),
      signedInAt.getTime() + SESSION_ABSOLUTE_TTL_MS,
    ),
  );
  if (expiresAt <= now) throw new AppError("AUTH_TOKEN_EXPIRED");
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      kind: owner.kind,
      ownerId: owner.ownerId,
      remember,
      expiresAt,
      signedInAt,
      createdAt: now,
      lastUsedAt: now,
      // A user agent is the client's to write: kept short, it only names a device in a list.
      userAgent: device.userAgent?.slice(0, 512) ?? null,
      lastAddress: device.address ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error("session insert returned no row");
  return { token, expiresAt, sessionId: row.id };
}

/** An operator's id may equal a seller's: only a seller's session has a seller's status. */
const sellerStatusOfSession = sql<
  string | null
>`case when ${sessions.kind} = 'seller' then ${sellerStatusOf(sessions.ownerId)} end`;

/** Every signed-in call reads this, so the seller's status comes in the same round trip. */
const sessionByTokenHash = preparedRead((db) =>
  db
    .select({ session: sessions, sellerStatus: sellerStatusOfSession })
    .from(sessions)
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .prepare("session_by_token_hash"),
);

/** The session a bearer token stands for, or the reason it is refused. */
export async function resolveSession(
  db: Database,
  token: string,
  now = new Date(),
  address?: string,
): Promise<ResolvedSession> {
  if (!isWellFormedToken(token)) throw new AppError("AUTH_TOKEN_INVALID");
  const [found] = await sessionByTokenHash(db).execute({ tokenHash: hashToken(token) });
  const row = found?.session;
  if (!row || row.revokedAt) throw new AppError("AUTH_TOKEN_INVALID");
  const ends = Math.min(row.expiresAt.getTime(), row.signedInAt.getTime() + SESSION_ABSOLUTE_TTL_MS);
  if (ends <= now.getTime()) throw new AppError("AUTH_TOKEN_EXPIRED");
  // DECISIONS "Settings": 7 days without use end a session (last use is known to the minute).
  if (now.getTime() - row.lastUsedAt.getTime() >= SESSION_IDLE_TTL_MS) {
    throw new AppError("AUTH_TOKEN_EXPIRED");
  }
  if (now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, ...(address ? { lastAddress: address } : {}) })
      .where(eq(sessions.id, row.id));
  }
  return {
    id: row.id,
    kind: row.kind,
    ownerId: row.ownerId,
    remember: row.remember,
    expiresAt: row.expiresAt,
    signedInAt: row.signedInAt,
    sellerStatus: found.sellerStatus,
  };
}

/** A seller's sessions still in use: not ended, expired or idle; the most recently used first. */
export async function listSessions(
  db: Queryable,
  owner: { kind: SessionKind; ownerId: number },
  now = new Date(),
) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      lastAddress: sessions.lastAddress,
      signedInAt: sessions.signedInAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.kind, owner.kind),
        eq(sessions.ownerId, owner.ownerId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.signedInAt, new Date(now.getTime() - SESSION_ABSOLUTE_TTL_MS)),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_TTL_MS)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
}

/**
 * Ends one of the owner's own sessions. Another owner's session id answers
 * "not found", as one that does not exist, so ids reveal nothing.
 */
export async function endOwnSession(
  db: Queryable,
  owner: { kind: SessionKind; ownerId: number },
  sessionId: number,
  now = new Date(),
): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.kind, owner.kind),
        eq(sessions.ownerId, owner.ownerId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new AppError("REQUEST_NOT_FOUND", "account.devices.notFound");
}

export async function revokeSession(db: Queryable, sessionId: number, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every other session of the owner (a password change signs out everywhere else). */
export async function revokeOtherSessions(
  db: Queryable,
  session: { kind: SessionKind; ownerId: number; id: number },
  now = new Date(),
): Promise<number[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.kind, session.kind),
        eq(sessions.ownerId, session.ownerId),
        ne(sessions.id, session.id),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}

/** Ends every session of the owner (a suspended seller is signed out everywhere at once). */
export async function revokeAllSessions(
  db: Queryable,
  owner: { kind: SessionKind; ownerId: number },
  now = new Date(),
): Promise<number[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.kind, owner.kind), eq(sessions.ownerId, owner.ownerId), isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}

/**
 * A new token with the same remember-me lifetime, counted from now but never
 * past 30 days after the sign-in (createSession); the old
 * token stops working in the same transaction. Refused if the old session was
 * revoked meanwhile (a second refresh of the same token).
 */
export async function renewSession(
  db: Database,
  session: ActiveSession,
  now = new Date(),
  device: Device = {},
): Promise<IssuedToken> {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)))
      .returning({ userAgent: sessions.userAgent });
    if (!revoked) throw new AppError("AUTH_TOKEN_INVALID");
    // The same device goes on: its sign-in's browser stays in the list.
    return createSession(tx, session, now, {
      userAgent: device.userAgent ?? revoked.userAgent ?? undefined,
      address: device.address,
    });
  });
}

/**
 * Periodic job: sessions that ended (expired, revoked or idle) more than a day ago
 * are deleted; a day of grace keeps "session expired" answers truthful.
 */
export async function deleteEndedSessions(db: Queryable, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, before),
        lt(sessions.revokedAt, before),
        lt(sessions.lastUsedAt, new Date(before.getTime() - SESSION_IDLE_TTL_MS)),
      ),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}
