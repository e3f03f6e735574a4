import type { submitVerificationBodySchema } from "@seller/contract/verification";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { attachFiles, type FileRow, lockOwnFilesForSubmission } from "../files/service";
import type { FilePurpose } from "../files/tables";
import { assertMaySubmit, toView, type VerificationView } from "./service";
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

/**
 * A seller submits their identity for review (spec section 4). Allowed when
 * they have none yet or their latest was rejected; otherwise "only rejected
 * verifications can be resubmitted". Both images must be the seller's own,
 * current uploads of the right side. One transaction; of two simultaneous
 * submissions the unique index on open verifications lets only one in.
 */
export async function submitVerification(
  db: Database,
  sellerId: number,
  body: Submission,
  now = new Date(),
): Promise<VerificationView> {
  const front = body.id_card_front_url;
  const back = body.id_card_back_url;
  if (front === back) throw new AppError("REQUEST_VALIDATION_ERROR", "server.verificationImageWrongSide");
  return db.transaction(async (tx) => {
    await assertMaySubmit(tx, sellerId);
    const files = await lockOwnFilesForSubmission(tx, sellerId, [front, back], now);
    checkImage(files, front, "front");
    checkImage(files, back, "back");
    const [row] = await tx
      .insert(verifications)
      .values({
        sellerId,
        status: "pending",
        realName: body.real_name,
        idCardNumber: body.id_card_number,
        frontFileUuid: front,
        backFileUuid: back,
        submittedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("REQUEST_VALIDATION_ERROR", "server.verificationResubmitNotAllowed");
    await attachFiles(tx, [front, back], `verification:${row.id}`, now);
    return toView(row);
  });
}
