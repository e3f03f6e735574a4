import { createHmac, randomBytes } from "node:crypto";
import { bangkokWallClock } from "@seller/contract/bangkok-time";
import { and, count, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { getOrCreateInternalValue } from "../system/service";
import { storeVisits } from "./tables";

/** The Bangkok calendar day of `now` as yyyy-mm-dd. */
function bangkokDay(now: Date): string {
  return bangkokWallClock(now).slice(0, 10);
}

/**
 * A storefront visitor of one day (DECISIONS "Orders": visitors are counted
 * with a daily-rotating hash, no cookie): the address and browser, keyed by a
 * server secret and the day, so the stored value names nobody and cannot be
 * matched across days.
 */
export async function recordVisit(
  db: Queryable,
  sellerId: number,
  visitor: { address: string; userAgent: string },
  now = new Date(),
): Promise<void> {
  const secret = await getOrCreateInternalValue(db, "storefront-visitor-key", () =>
    randomBytes(32).toString("base64url"),
  );
  const day = bangkokDay(now);
  const hash = createHmac("sha256", `${secret}:${day}`)
    .update(`${visitor.address}\n${visitor.userAgent}`)
    .digest("base64url");
  await db.insert(storeVisits).values({ sellerId, day, visitor: hash }).onConflictDoNothing();
}

/** Distinct storefront visitors of the seller's store today (Bangkok), for the today figures. */
export async function visitorsToday(db: Queryable, sellerId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(storeVisits)
    .where(and(eq(storeVisits.sellerId, sellerId), eq(storeVisits.day, bangkokDay(now))));
  return row?.n ?? 0;
}
