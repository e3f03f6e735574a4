import type { Language } from "@seller/contract/languages";
import type { SupportMessageReceipt, SupportMessages } from "@seller/contract/support";
import { count, desc } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Limit } from "../../lib/rate-limits";
import { takeAttempt } from "../auth/attempt-counter";
import { getSellerAccounts } from "../sellers/directory";
import { supportMessages } from "./tables";

/** Kept for the operators; a seller may send a few an hour (contactSupportPerSeller). */
export async function contactSupport(
  db: Queryable,
  input: { sellerId: number; message: string; language: Language },
  limit: Limit,
  now = new Date(),
): Promise<SupportMessageReceipt> {
  if (!(await takeAttempt(db, `contact-support:${input.sellerId}`, limit, now)))
    throw new AppError("REQUEST_RATE_LIMIT", "support.contact.tooMany");
  const [row] = await db
    .insert(supportMessages)
    .values({ sellerId: input.sellerId, message: input.message, language: input.language, createdAt: now })
    .returning();
  if (!row) throw new Error("support message insert returned no row");
  return { id: row.id, created_at: row.createdAt.toISOString() };
}

/** Newest first, with the seller's account, for the operator console. */
export async function listSupportMessages(
  db: Queryable,
  query: { page: number; per_page: number },
): Promise<SupportMessages> {
  const rows = await db
    .select()
    .from(supportMessages)
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(supportMessages);
  const accounts = await getSellerAccounts(db, [...new Set(rows.map((row) => row.sellerId))]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      seller_id: row.sellerId,
      seller_account: accounts.get(row.sellerId) ?? "",
      message: row.message,
      language: row.language,
      created_at: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
