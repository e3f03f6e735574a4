import { maskIdNumber } from "@seller/contract/id-number";
import { adminVerificationListSchema, adminVerificationSchema } from "@seller/contract/verification";
import { describe, expect, it } from "vitest";
import { bearer, en, inEnglish, signedInSeller, useTestApp } from "../../test/app";
import { signedInOperator } from "../../test/operator";
import { uploadIdImage } from "../../test/uploads";
import { submitVerification, submitWithImages, uniqueThaiId } from "../../test/verification";
import { getVerificationSummary, isSellerVerified } from "./service";

const t = useTestApp();

async function operator() {
  return signedInOperator(t.app, t.database.db);
}

function asOperator(token: string, method: "GET" | "POST", url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...inEnglish },
    ...(payload ? { payload } : {}),
  });
}

async function pendingVerification() {
  const seller = await signedInSeller(t.app);
  const idNumber = uniqueThaiId();
  const { response } = await submitWithImages(t.app, seller.token, { id_card_number: idNumber });
  return { seller, idNumber, id: response.json().data.id as number };
}

const profileOf = async (token: string) =>
  (await t.app.inject({ method: "GET", url: "/api/sellers/profile", headers: bearer(token) })).json().data;

describe("operators review verifications", () => {
  it("lists pending verifications with the seller's account, submission time and the masked ID number", async () => {
    const { seller, id, idNumber } = await pendingVerification();
    const { token } = await operator();
    const response = await asOperator(token, "GET", "/api/admin/verifications?status=pending");
    expect(response.statusCode).toBe(200);
    const { items } = adminVerificationListSchema.parse(response.json().data);
    expect(items.find((item) => item.id === id)).toMatchObject({
      seller_id: seller.id,
      seller_account: seller.account,
      status: "pending",
      submitted_at: expect.any(String),
      id_card_number: maskIdNumber(idNumber),
    });
  });

  it("shows one verification with the full ID number and images the operator opens with the bearer token", async () => {
    const { id, idNumber } = await pendingVerification();
    const { token } = await operator();
    const response = await asOperator(token, "GET", `/api/admin/verifications/${id}`);
    const data = adminVerificationSchema.parse(response.json().data);
    expect(data.id_card_number).toBe(idNumber);
    for (const url of [data.id_card_front_url, data.id_card_back_url]) {
      expect((await t.app.inject({ method: "GET", url: url ?? "" })).statusCode).toBe(401);
      expect((await t.app.inject({ method: "GET", url: url ?? "", headers: bearer(token) })).statusCode).toBe(
        200,
      );
    }
  });

  it("approves: the seller is verified, and the profile shows the name and a masked ID number", async () => {
    const { seller, id, idNumber } = await pendingVerification();
    const reviewer = await operator();
    expect(await isSellerVerified(t.database.db, seller.id)).toBe(false);
    expect((await profileOf(seller.token)).is_verified).toBe(false);

    const response = await asOperator(reviewer.token, "POST", `/api/admin/verifications/${id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: en("server.verificationApproved"),
      data: { status: "verified", verification_status: "approved", reviewed_by_operator_id: reviewer.id },
    });
    expect(Date.now() - Date.parse(response.json().data.reviewed_at)).toBeLessThan(60_000);

    expect(await isSellerVerified(t.database.db, seller.id)).toBe(true);
    expect(await getVerificationSummary(t.database.db, seller.id)).toEqual({
      status: "verified",
      realName: "Somchai Jaidee",
      idNumberMasked: maskIdNumber(idNumber),
    });
    expect(await profileOf(seller.token)).toMatchObject({
      is_verified: true,
      full_name: "Somchai Jaidee",
      id_number: maskIdNumber(idNumber),
    });
    const own = await t.app.inject({
      method: "GET",
      url: "/api/sellers/verification",
      headers: bearer(seller.token),
    });
    expect(own.json().data.status).toBe("verified");
  });

  it("rejects with a reason the seller sees, and the seller may then resubmit", async () => {
    const { seller, id, idNumber } = await pendingVerification();
    const reviewer = await operator();
    const response = await asOperator(reviewer.token, "POST", `/api/admin/verifications/${id}/reject`, {
      reason: "The photo of the back is blurred",
    });
    expect(response.json()).toMatchObject({
      message: en("server.verificationRejected"),
      data: {
        status: "rejected",
        reject_reason: "The photo of the back is blurred",
        reviewed_by_operator_id: reviewer.id,
      },
    });
    const own = await t.app.inject({
      method: "GET",
      url: "/api/sellers/verification",
      headers: bearer(seller.token),
    });
    expect(own.json().data).toMatchObject({
      status: "rejected",
      reject_reason: "The photo of the back is blurred",
    });
    expect((await profileOf(seller.token)).is_verified).toBe(false);

    // A rejected verification may be resubmitted, with a new back and the old front.
    const front = own.json().data.id_card_front_url;
    const back = await uploadIdImage(t.app, seller.token, "back");
    const again = await submitVerification(t.app, seller.token, {
      real_name: "Somchai Jaidee",
      id_card_number: idNumber,
      id_card_front_url: front,
      id_card_back_url: back.uuid,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.status).toBe("pending");
  });

  it("takes a resubmission that keeps the rejected number (sealed, never shown) and both earlier photos", async () => {
    const { seller, id, idNumber } = await pendingVerification();
    const reviewer = await operator();
    await asOperator(reviewer.token, "POST", `/api/admin/verifications/${id}/reject`, {
      reason: "The name does not match the card",
    });
    const rejected = (
      await t.app.inject({ method: "GET", url: "/api/sellers/verification", headers: bearer(seller.token) })
    ).json().data;
    expect(rejected.id_card_number).toBe(maskIdNumber(idNumber));
    const again = await submitVerification(t.app, seller.token, {
      real_name: "Somchai Jaidee-Corrected",
      id_card_front_url: rejected.id_card_front_url,
      id_card_back_url: rejected.id_card_back_url,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({
      status: "pending",
      real_name: "Somchai Jaidee-Corrected",
      id_card_number: maskIdNumber(idNumber),
    });
    expect(again.body).not.toContain(idNumber);
    // The operator's review opens the kept number: the same one the seller typed first.
    const review = await asOperator(
      reviewer.token,
      "GET",
      `/api/admin/verifications/${again.json().data.id}`,
    );
    expect(review.json().data.id_card_number).toBe(idNumber);
  });

  it("asks for the ID number on a first submission, where there is none to keep", async () => {
    const seller = await signedInSeller(t.app);
    const front = await uploadIdImage(t.app, seller.token, "front");
    const back = await uploadIdImage(t.app, seller.token, "back");
    const response = await submitVerification(t.app, seller.token, {
      real_name: "Somchai Jaidee",
      id_card_front_url: front.url,
      id_card_back_url: back.url,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en("validation.idNumberRequired"));
  });

  it("asks for a reason of 1 to 500 characters", async () => {
    const { id } = await pendingVerification();
    const { token } = await operator();
    const empty = await asOperator(token, "POST", `/api/admin/verifications/${id}/reject`, { reason: " " });
    expect(empty.json().message).toBe(en("validation.rejectReasonRequired"));
    const long = await asOperator(token, "POST", `/api/admin/verifications/${id}/reject`, {
      reason: "x".repeat(501),
    });
    expect(long.json().message).toBe(en("validation.rejectReasonTooLong"));
  });

  it("decides a verification only once", async () => {
    const { id } = await pendingVerification();
    const { token } = await operator();
    await asOperator(token, "POST", `/api/admin/verifications/${id}/approve`);
    for (const [path, payload] of [
      ["approve", undefined],
      ["reject", { reason: "changed my mind" }],
    ] as const) {
      const response = await asOperator(token, "POST", `/api/admin/verifications/${id}/${path}`, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(en("server.verificationNotPending"));
    }
    const after = await asOperator(token, "GET", `/api/admin/verifications/${id}`);
    expect(after.json().data.status).toBe("verified");
  });

  it("lets only one of two simultaneous decisions through", async () => {
    const { seller, id } = await pendingVerification();
    const { token } = await operator();
    const answers = await Promise.all([
      asOperator(token, "POST", `/api/admin/verifications/${id}/approve`),
      asOperator(token, "POST", `/api/admin/verifications/${id}/reject`, { reason: "unclear" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const approved = answers[0]?.statusCode === 200;
    expect(await isSellerVerified(t.database.db, seller.id)).toBe(approved);
  });

  it("says not found for a verification that does not exist", async () => {
    const { token } = await operator();
    const response = await asOperator(token, "POST", "/api/admin/verifications/999999/approve");
    expect(response.statusCode).toBe(404);
  });

  it("is closed to sellers", async () => {
    const { seller, id } = await pendingVerification();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/verifications/${id}/approve`,
      headers: bearer(seller.token),
    });
    expect(response.statusCode).toBe(403);
    expect(await isSellerVerified(t.database.db, seller.id)).toBe(false);
  });

  it("keeps an approved seller from submitting again", async () => {
    const { seller, id } = await pendingVerification();
    const { token } = await operator();
    await asOperator(token, "POST", `/api/admin/verifications/${id}/approve`);
    const own = await t.app.inject({
      method: "GET",
      url: "/api/sellers/verification",
      headers: bearer(seller.token),
    });
    const response = await submitVerification(t.app, seller.token, {
      real_name: "Someone Else",
      id_card_number: uniqueThaiId(),
      id_card_front_url: own.json().data.id_card_front_url,
      id_card_back_url: own.json().data.id_card_back_url,
    });
    expect(response.json().message).toBe(en("server.verificationResubmitNotAllowed"));
  });
});
