import type { AdminSellerRow, SellerStatus } from "@seller/contract/console";
import { formatBaht } from "@seller/contract/money";
import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { sellers } from "./tables";

type Row = {
  id: number;
  account: string;
  status: SellerStatus;
  is_virtual: boolean;
  phone: string | null;
  verification: string | null;
  available: string | null;
  created_at: string | Date;
};

/*
 * The console's directory of sellers. It reads the latest verification and the
 * available balance beside each row in one query: a page of 20 sellers is one
 * round trip, not 40. Nothing here writes a balance.
 */
const rowSelect = sql`
  select s.id, s.account, s.status, s.is_virtual, s.phone, s.created_at,
    (select v.status from verifications v where v.seller_id = s.id order by v.submitted_at desc, v.id desc limit 1) as verification,
    (select (a.credits_posted - a.debits_posted)::text from accounts a where a.seller_id = s.id and a.kind = 'available') as available
  from sellers s`;

const VERIFICATION_STATUS: Record<string, string> = {
  pending: "pending",
  approved: "verified",
  rejected: "rejected",
};

function toRow(row: Row): AdminSellerRow {
  return {
    id: row.id,
    account: row.account,
    status: row.status,
    is_demo: row.is_virtual,
    phone: row.phone,
    verification_status: VERIFICATION_STATUS[row.verification ?? ""] ?? "unverified",
    available_balance: formatBaht(BigInt(row.available ?? "0")),
    created_at: new Date(row.created_at).toISOString(),
  };
}

async function select(db: Queryable, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** GET admin/sellers: newest first; the keyword matches the account, the id or the phone. */
export async function listSellersForOperator(
  db: Queryable,
  query: { page: number; per_page: number; keyword?: string | undefined; status?: SellerStatus | undefined },
) {
  const filters = [sql`true`];
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const asId = /^\d{1,9}$/.test(keyword) ? Number(keyword) : -1;
    filters.push(sql`(s.account ilike ${like} or s.id = ${asId} or s.phone like ${like})`);
  }
  if (query.status) filters.push(sql`s.status = ${query.status}`);
  const where = sql.join(filters, sql` and `);
  const [items, [total]] = await Promise.all([
    select(
      db,
      sql`${rowSelect} where ${where} order by s.created_at desc, s.id desc
          limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
    ),
    db
      .execute(sql`select count(*)::int as n from sellers s where ${where}`)
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows),
  ]);
  return {
    items: items.map(toRow),
    total: Number(total?.n ?? 0),
    page: query.page,
    per_page: query.per_page,
  };
}

/** One seller's directory row and profile fields; 404 for an unknown id. */
export async function sellerForOperator(db: Queryable, sellerId: number) {
  const [row] = await select(db, sql`${rowSelect} where s.id = ${sellerId}`);
  if (!row) throw new AppError("BUSINESS_ACCOUNT_NOT_FOUND");
  const [profile] = await db
    .select({
      language: sellers.language,
      addressLine: sellers.addressLine,
      subDistrict: sellers.subDistrict,
      district: sellers.district,
      province: sellers.province,
      postalCode: sellers.postalCode,
    })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  const address = profile?.addressLine
    ? [profile.addressLine, profile.subDistrict, profile.district, profile.province, profile.postalCode].join(
        " ",
      )
    : null;
  return { ...toRow(row), language: profile?.language ?? "th", address };
}

/**
 * Suspends or reinstates a seller, only from the other state: of two operators
 * acting at once, one changes it and the other is told it was already done.
 */
export async function changeSellerStatus(db: Queryable, sellerId: number, to: SellerStatus) {
  const from: SellerStatus = to === "suspended" ? "active" : "suspended";
  const [row] = await db
    .update(sellers)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(sellers.id, sellerId), eq(sellers.status, from)))
    .returning({ id: sellers.id });
  if (row) return;
  const [exists] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId));
  if (!exists) throw new AppError("BUSINESS_ACCOUNT_NOT_FOUND");
  throw new AppError(
    "REQUEST_INVALID",
    to === "suspended" ? "server.sellerAlreadySuspended" : "server.sellerAlreadyActive",
  );
}
