import type { SignedInDevice } from "@seller/contract/account";
import type { Queryable } from "../../db/client";
import { listSessions } from "../auth/sessions";
import { describeDevice } from "./device";

/**
 * The seller's signed-in devices for the settings screen (DECISIONS
 * "Settings"): each session still in use, named by its browser and system,
 * with its last use and address; the caller's own is marked.
 */
export async function signedInDevices(
  db: Queryable,
  session: { id: number; ownerId: number },
): Promise<SignedInDevice[]> {
  const rows = await listSessions(db, { kind: "seller", ownerId: session.ownerId });
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent ?? undefined) ?? null,
    address: row.lastAddress,
    signed_in_at: row.signedInAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === session.id,
  }));
}
