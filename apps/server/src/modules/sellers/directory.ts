import type { Language } from "@seller/contract/languages";
import { type Column, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { sellers } from "./tables";

/*
 * Who a seller is, for the modules below the profile (sessions, notifications,
 * the wallet's review queues, the operators' lists), which may not read the
 * sellers' table themselves (ARCHITECTURE.md). Kept apart from service.ts,
 * which builds the profile from the wallet: were those modules to import
 * service.ts, the wallet's imports would close a circle.
 */

/** Account names by seller id, for lists that show whose row it is (operator console). */
export async function getSellerAccounts(db: Queryable, sellerIds: number[]): Promise<Map<number, string>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sellers.id, account: sellers.account })
    .from(sellers)
    .where(inArray(sellers.id, sellerIds));
  return new Map(rows.map((row) => [row.id, row.account]));
}

/**
 * Each seller's saved language, by id (DECISIONS.md: notifications are written
 * in it). Without ids: every seller, for an announcement to all.
 */
export async function sellerLanguages(db: Queryable, sellerIds?: number[]): Promise<Map<number, Language>> {
  if (sellerIds?.length === 0) return new Map();
  const rows = await db
    .select({ id: sellers.id, language: sellers.language })
    .from(sellers)
    .where(sellerIds ? inArray(sellers.id, sellerIds) : undefined);
  return new Map(rows.map((row) => [row.id, row.language as Language]));
}

/** `column` holds the id of a seller whose account contains the keyword, or whose id it is (operators' queue search). */
export function sellerMatches(column: Column, keyword: string): SQL {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const asId = /^\d{1,9}$/.test(keyword) ? Number(keyword) : -1;
  return sql`${column} in (select ${sellers.id} from ${sellers} where ${sellers.account} ilike ${like} or ${sellers.id} = ${asId})`;
}

/**
 * The status of the seller whose id `column` holds, as a column of the caller's own query: every
 * signed-in call reads its session and the seller's status in one round trip (auth/sessions.ts).
 * Null when no seller has that id.
 */
export function sellerStatusOf(column: Column): SQL<string | null> {
  return sql<string | null>`(select ${sellers.status} from ${sellers} where ${sellers.id} = ${column})`;
}

/** The id of the seller with exactly this account name, if there is one (the demo's seller). */
export async function sellerIdByAccount(db: Queryable, account: string): Promise<number | undefined> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.account, account));
  return row?.id;
}
