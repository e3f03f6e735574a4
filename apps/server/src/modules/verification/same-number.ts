import { isValidPrcId, isValidThaiId, normalizeIdNumber } from "@seller/contract/id-number";
import type { VerificationState } from "@seller/contract/verification";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";

/** The check-digit result the reviewer sees beside the number (DECISIONS.md "Identity verification"). */
export function idNumberCheck(idNumber: string): "thai_valid" | "prc_valid" | "invalid" {
  const normalized = normalizeIdNumber(idNumber);
  if (isValidThaiId(normalized)) return "thai_valid";
  if (isValidPrcId(normalized)) return "prc_valid";
  return "invalid";
}

/**
 * Other verifications with the same ID number, by its keyed hash: the
 * reviewer sees whether the number was tried on another account before.
 */
export async function sameIdNumber(db: Queryable, verificationId: number) {
  const result = (await db.execute(sql`
    select o.id, o.seller_id, o.status, o.submitted_at
      from verifications v join verifications o on o.id_number_hash = v.id_number_hash and o.id <> v.id
      where v.id = ${verificationId} and v.id_number_hash is not null
      order by o.submitted_at desc limit 50`)) as unknown as {
    rows: { id: number; seller_id: number; status: VerificationState; submitted_at: string | Date }[];
  };
  return result.rows.map((row) => ({
    verificationId: row.id,
    sellerId: row.seller_id,
    status: row.status,
    submittedAt: new Date(row.submitted_at),
  }));
}
