import { withThaiIdCheckDigit } from "@seller/contract/id-number";
import type { App } from "../app";
import { bearer, inEnglish } from "./app";
import { uploadIdImage } from "./uploads";

/** A valid PRC ID number: its check character is right. */
export const PRC_ID = "11010519491231002X";

let issued = 0;
/**
 * A valid Thai ID number no other test seller has: one ID number verifies
 * only one account, so every seller of a test file needs their own.
 */
export function uniqueThaiId(): string {
  issued += 1;
  const body = `1${String(process.pid % 1000).padStart(3, "0")}${String((Date.now() + issued) % 1e8).padStart(8, "0")}`;
  return withThaiIdCheckDigit(body);
}

export function submitVerification(app: App, token: string, payload: Record<string, unknown>) {
  return app.inject({
    method: "POST",
    url: "/api/sellers/verification",
    payload,
    headers: { ...bearer(token), ...inEnglish },
  });
}

/** Uploads both sides and submits; returns the answer. */
export async function submitWithImages(app: App, token: string, fields: Record<string, unknown> = {}) {
  const front = await uploadIdImage(app, token, "front");
  const back = await uploadIdImage(app, token, "back");
  const response = await submitVerification(app, token, {
    real_name: "Somchai Jaidee",
    id_card_number: uniqueThaiId(),
    id_card_front_url: front.url,
    id_card_back_url: back.url,
    ...fields,
  });
  return { response, front, back };
}
