import { maskIdNumber } from "@seller/contract/id-number";
import type { submitVerificationBodySchema } from "@seller/contract/verification";
import { and, asc, eq, inArray, like, ne, not } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type FieldCipher, SEALED_PREFIX } from "../../lib/field-encryption";
import type { FilePurpose } from "../files/service";
import { attachFiles, type FileRow, lockOwnFilesForSubmission } from "../files/service";
import { assertMaySubmit, latestVerification, toView, type VerificationView } from "./service";
import { verifications } from "./tables";

type Submission = z.output<typeof submitVerificationBodySchema>;

/** The side an image was uploaded for; an "id_card" upload from the general route fits either side. */
const FITS: Record<"front" | "back", FilePurpose[]> = {
  front: ["id_card_front", "id_card"],
  back: ["id_card_back", "id_card"],
};

function checkImage(files: Map<string, FileRow>, uuid: string, side: "front" | "back"): void {
  const row = files.get(uuid);
  if (!row) throw new AppError("REQUEST_NOT_FOUND", "server.verificationImageNotFound");
  if (!FITS[side].includes(row.purpose)) {
    throw new AppError("REQUEST_VALIDATION_ERROR", "server.verificationImageWrongSide");
  }
}

/** Whether another seller has a pending or approved verification with this ID number. */
async function idNumberTaken(db: Queryable, sellerId: number, idNumberHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        eq(verifications.idNumberHash, idNumberHash),
        inArray(verifications.status, ["pending", "approved"]),
        ne(verifications.sellerId, sellerId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const idNumberInUse = () => new AppError("REQUEST_VALIDATION_ERROR", "security.idNumberInUse");

/**
 * The number a submission stores: the one typed, sealed; or, left out after a
 * rejection, the rejected verification's sealed number kept as it is (the
 * seller sees it only masked, so cannot send it again). A kept number without
 * its lookup hash (sealed as a duplicate, see sealPlainIdNumbers) must be typed.
 */
async function numberOf(
  tx: Queryable,
  cipher: FieldCipher,
  sellerId: number,
  typed: string | undefined,
): Promise<{ idCardNumber: string; idNumberMasked: string; idNumberHash: string }> {
  if (typed !== undefined) {
    return {
      idCardNumber: cipher.seal("id_number", typed),
      idNumberMasked: maskIdNumber(typed),
      idNumberHash: cipher.lookupHash("id_number", typed),
    };
  }
  const previous = await latestVerification(tx, sellerId);
  if (previous?.status !== "rejected" || !previous.idNumberHash) {
    throw new AppError("REQUEST_VALIDATION_ERROR", "validation.idNumberRequired");
  }
  return {
    idCardNumber: previous.idCardNumber,
    idNumberMasked: previous.idNumberMasked,
    idNumberHash: previous.idNumberHash,
  };
}

/**
 * A seller submits their identity for review (spec section 4). Allowed when
 * they have none yet or their latest was rejected; otherwise "only rejected
 * verifications can be resubmitted". Both images must be the seller's own,
 * current uploads of the right side. One transaction; of two simultaneous
 * submissions the unique index on open verifications lets only one in.
 * One ID number belongs to one account: a number another account has pending
 * or approved is refused, here with its own message and in the database by a
 * unique index on its keyed hash. The number is stored sealed.
 */
export async function submitVerification(
  db: Database,
  cipher: FieldCipher,
  sellerId: number,
  body: Submission,
  now = new Date(),
): Promise<VerificationView> {
  const front = body.id_card_front_url;
  const back = body.id_card_back_url;
  if (front === back) throw new AppError("REQUEST_VALIDATION_ERROR", "server.verificationImageWrongSide");
  return db.transaction(async (tx) => {
    await assertMaySubmit(tx, sellerId);
    const number = await numberOf(tx, cipher, sellerId, body.id_card_number);
    const idNumberHash = number.idNumberHash;
    if (await idNumberTaken(tx, sellerId, idNumberHash)) throw idNumberInUse();
    const files = await lockOwnFilesForSubmission(tx, sellerId, [front, back], now);
    checkImage(files, front, "front");
    checkImage(files, back, "back");
    const [row] = await tx
      .insert(verifications)
      .values({
        sellerId,
        status: "pending",
        realName: body.real_name,
        ...number,
        frontFileUuid: front,
        backFileUuid: back,
        submittedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Lost a race with a simultaneous submission: of this seller, or of another account with this number.
    if (!row) {
      if (await idNumberTaken(tx, sellerId, idNumberHash)) throw idNumberInUse();
      throw new AppError("REQUEST_VALIDATION_ERROR", "server.verificationResubmitNotAllowed");
    }
    await attachFiles(tx, [front, back], `verification:${row.id}`, now);
    return toView(row);
  });
}

/**
 * Start-up step: ID numbers stored before encryption are sealed, masked and
 * given their lookup hash, oldest first. A number that an earlier open
 * verification of another account already carries cannot take the unique
 * hash: that row is sealed without it and its id returned, for an operator to
 * look into (the rule is enforced from now on, not rewritten into the past).
 */
export async function sealPlainIdNumbers(
  db: Database,
  cipher: FieldCipher,
): Promise<{ sealed: number; duplicates: number[] }> {
  const plain = await db
    .select({ id: verifications.id, idCardNumber: verifications.idCardNumber })
    .from(verifications)
    .where(not(like(verifications.idCardNumber, `${SEALED_PREFIX}%`)))
    .orderBy(asc(verifications.id));
  const duplicates: number[] = [];
  for (const row of plain) {
    const sealed = {
      idCardNumber: cipher.seal("id_number", row.idCardNumber),
      idNumberMasked: maskIdNumber(row.idCardNumber),
    };
    const idNumberHash = cipher.lookupHash("id_number", row.idCardNumber);
    try {
      // A savepoint: a refused hash must not end the whole step.
      await db.transaction((tx) =>
        tx
          .update(verifications)
          .set({ ...sealed, idNumberHash })
          .where(eq(verifications.id, row.id)),
      );
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code !== "23505") throw error;
      await db.update(verifications).set(sealed).where(eq(verifications.id, row.id));
      duplicates.push(row.id);
    }
  }
  return { sealed: plain.length, duplicates };
}
