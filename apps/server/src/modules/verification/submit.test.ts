import { maskIdNumber } from "@seller/contract/id-number";
import { verificationSchema } from "@seller/contract/verification";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fieldCipher } from "../../lib/field-encryption";
import { bearer, en, inEnglish, signedInSeller, TEST_DATA_KEY, useTestApp } from "../../test/app";
import { uploadIdImage } from "../../test/uploads";
import { PRC_ID, submitVerification, submitWithImages, uniqueThaiId } from "../../test/verification";
import { files } from "../files/tables";
import { verifications } from "./tables";

const t = useTestApp();

const getVerification = (token: string) =>
  t.app.inject({
    method: "GET",
    url: "/api/sellers/verification",
    headers: { ...bearer(token), ...inEnglish },
  });

async function rowsOf(sellerId: number) {
  return t.database.db.select().from(verifications).where(eq(verifications.sellerId, sellerId));
}

describe("GET /api/sellers/verification", () => {
  it("answers 404 before anything was submitted, which the app reads as unverified", async () => {
    const seller = await signedInSeller(t.app);
    const response = await getVerification(seller.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: "REQUEST_NOT_FOUND",
      message: en("server.verificationNotFound"),
    });
  });

  it("shows a submission as pending with the ID number masked, and image urls that open only with the token", async () => {
    const seller = await signedInSeller(t.app);
    const idNumber = uniqueThaiId();
    await submitWithImages(t.app, seller.token, { id_card_number: idNumber });
    const response = await getVerification(seller.token);
    expect(response.statusCode).toBe(200);
    const data = verificationSchema.parse(response.json().data);
    expect(data).toMatchObject({
      verification_status: "pending",
      status: "pending",
      real_name: "Somchai Jaidee",
      id_card_number: maskIdNumber(idNumber),
      reviewed_at: null,
      reject_reason: null,
    });
    expect(response.body).not.toContain(idNumber);
    for (const url of [data.id_card_front_url, data.id_card_back_url]) {
      expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      expect((await t.app.inject({ method: "GET", url: url ?? "" })).statusCode).toBe(401);
      const withToken = await t.app.inject({ method: "GET", url: url ?? "", headers: bearer(seller.token) });
      expect(withToken.statusCode).toBe(200);
    }
  });
});

describe("POST /api/sellers/verification", () => {
  it("submits real name, ID number and both images for review", async () => {
    const seller = await signedInSeller(t.app);
    const { response, front, back } = await submitWithImages(t.app, seller.token);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: en("server.verificationSubmitted"),
      data: { status: "pending", verification_status: "pending" },
    });
    const [row] = await rowsOf(seller.id);
    expect(row).toMatchObject({ frontFileUuid: front.uuid, backFileUuid: back.uuid, status: "pending" });
  });

  it("takes the uuids as well as the urls the upload answered", async () => {
    const seller = await signedInSeller(t.app);
    const front = await uploadIdImage(t.app, seller.token, "front");
    const back = await uploadIdImage(t.app, seller.token, "back");
    const response = await submitVerification(t.app, seller.token, {
      real_name: "Li Wei",
      id_card_number: PRC_ID,
      id_card_front_url: front.uuid,
      id_card_back_url: back.uuid,
    });
    expect(response.statusCode).toBe(201);
  });

  it("accepts an ID number typed with spaces or dashes and stores the digits, sealed", async () => {
    const seller = await signedInSeller(t.app);
    const idNumber = uniqueThaiId();
    const typed = `${idNumber.slice(0, 1)}-${idNumber.slice(1, 5)} ${idNumber.slice(5, 10)}-${idNumber.slice(10)}`;
    const { response } = await submitWithImages(t.app, seller.token, { id_card_number: typed });
    expect(response.json().data.id_card_number).toBe(maskIdNumber(idNumber));
    const [row] = await rowsOf(seller.id);
    expect(row?.idCardNumber).not.toContain(idNumber);
    expect(fieldCipher(TEST_DATA_KEY).open("id_number", row?.idCardNumber ?? "")).toBe(idNumber);
  });

  it("keeps submitted images: the seller can no longer delete them and they do not expire", async () => {
    const seller = await signedInSeller(t.app);
    const { front } = await submitWithImages(t.app, seller.token);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/files/${front.uuid}`,
      headers: { ...bearer(seller.token), ...inEnglish },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en("server.fileInUse"));
    const [row] = await t.database.db.select().from(files).where(eq(files.uuid, front.uuid));
    expect(row).toMatchObject({ deletedAt: null, attachedTo: expect.stringMatching(/^verification:\d+$/) });
    expect(row?.submittedAt).toBeInstanceOf(Date);
  });
});

describe("refusing a bad submission, changing nothing", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["a Thai ID with a wrong check digit", { id_card_number: "1101700207031" }, "validation.idNumberInvalid"],
    [
      "a PRC ID with a wrong check character",
      { id_card_number: "110105194912310021" },
      "validation.idNumberInvalid",
    ],
    ["a 12-digit number", { id_card_number: "110170020703" }, "validation.idNumberInvalid"],
    ["a name of 51 characters", { real_name: "ก".repeat(51) }, "validation.realNameTooLong"],
    ["an empty name", { real_name: "   " }, "validation.realNameRequired"],
    ["no ID number", { id_card_number: undefined }, "validation.idNumberRequired"],
    ["no front image", { id_card_front_url: undefined }, "validation.frontImageRequired"],
    ["no back image", { id_card_back_url: "" }, "validation.backImageRequired"],
    [
      "an image address that is not ours",
      { id_card_front_url: "https://evil.example/a.jpg" },
      "validation.imageReferenceInvalid",
    ],
  ];

  it.each(cases)("refuses %s", async (_name, fields, key) => {
    const seller = await signedInSeller(t.app);
    const { response, front } = await submitWithImages(t.app, seller.token, fields);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "REQUEST_VALIDATION_ERROR", message: en(key) });
    expect(await rowsOf(seller.id)).toHaveLength(0);
    const [file] = await t.database.db.select().from(files).where(eq(files.uuid, front.uuid));
    expect(file?.submittedAt).toBeNull();
  });

  it("accepts a name of exactly 50 characters", async () => {
    const seller = await signedInSeller(t.app);
    const { response } = await submitWithImages(t.app, seller.token, { real_name: "ก".repeat(50) });
    expect(response.statusCode).toBe(201);
  });

  it("refuses the same image for front and back, and a back image put in the front place", async () => {
    const seller = await signedInSeller(t.app);
    const front = await uploadIdImage(t.app, seller.token, "front");
    const back = await uploadIdImage(t.app, seller.token, "back");
    const base = { real_name: "Somchai", id_card_number: uniqueThaiId() };
    const same = await submitVerification(t.app, seller.token, {
      ...base,
      id_card_front_url: front.uuid,
      id_card_back_url: front.uuid,
    });
    expect(same.json().message).toBe(en("server.verificationImageWrongSide"));
    const swapped = await submitVerification(t.app, seller.token, {
      ...base,
      id_card_front_url: back.uuid,
      id_card_back_url: front.uuid,
    });
    expect(swapped.statusCode).toBe(422);
    expect(swapped.json().message).toBe(en("server.verificationImageWrongSide"));
    expect(await rowsOf(seller.id)).toHaveLength(0);
  });

  it("refuses an upload that has expired or was deleted", async () => {
    const seller = await signedInSeller(t.app);
    const front = await uploadIdImage(t.app, seller.token, "front");
    const back = await uploadIdImage(t.app, seller.token, "back");
    await t.database.db
      .update(files)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(files.uuid, front.uuid));
    await t.app.inject({ method: "DELETE", url: `/api/files/${back.uuid}`, headers: bearer(seller.token) });
    const base = { real_name: "Somchai", id_card_number: uniqueThaiId() };
    const response = await submitVerification(t.app, seller.token, {
      ...base,
      id_card_front_url: front.uuid,
      id_card_back_url: back.uuid,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(en("server.verificationImageNotFound"));
  });
});

describe("one seller can never submit another seller's images", () => {
  it("answers as if the image did not exist, and neither seller's files change", async () => {
    const owner = await signedInSeller(t.app);
    const thief = await signedInSeller(t.app);
    const ownersFront = await uploadIdImage(t.app, owner.token, "front");
    const thiefsBack = await uploadIdImage(t.app, thief.token, "back");
    const response = await submitVerification(t.app, thief.token, {
      real_name: "Thief",
      id_card_number: uniqueThaiId(),
      id_card_front_url: ownersFront.url,
      id_card_back_url: thiefsBack.uuid,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: "REQUEST_NOT_FOUND",
      message: en("server.verificationImageNotFound"),
    });
    expect(await rowsOf(thief.id)).toHaveLength(0);
    const rows = await t.database.db.select().from(files).where(eq(files.uuid, ownersFront.uuid));
    expect(rows[0]).toMatchObject({ ownerSellerId: owner.id, submittedAt: null, attachedTo: null });
  });
});

describe("resubmission (spec section 4)", () => {
  it("refuses a second submission while the first is pending: only rejected ones can be resubmitted", async () => {
    const seller = await signedInSeller(t.app);
    const { front, back } = await submitWithImages(t.app, seller.token);
    const again = await submitVerification(t.app, seller.token, {
      real_name: "Somchai",
      id_card_number: uniqueThaiId(),
      id_card_front_url: front.uuid,
      id_card_back_url: back.uuid,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: "REQUEST_VALIDATION_ERROR",
      message: en("server.verificationResubmitNotAllowed"),
    });
    expect(await rowsOf(seller.id)).toHaveLength(1);
  });

  it("refuses new ID uploads while a verification is pending", async () => {
    const seller = await signedInSeller(t.app);
    await submitWithImages(t.app, seller.token);
    await expect(uploadIdImage(t.app, seller.token, "front")).rejects.toThrow(/only rejected/i);
  });

  it("lets two simultaneous submissions make only one verification", async () => {
    const seller = await signedInSeller(t.app);
    const images = await Promise.all([
      uploadIdImage(t.app, seller.token, "front"),
      uploadIdImage(t.app, seller.token, "back"),
      uploadIdImage(t.app, seller.token, "front"),
      uploadIdImage(t.app, seller.token, "back"),
    ]);
    const submit = (front: number, back: number) =>
      submitVerification(t.app, seller.token, {
        real_name: "Somchai",
        id_card_number: uniqueThaiId(),
        id_card_front_url: images[front]?.uuid,
        id_card_back_url: images[back]?.uuid,
      });
    const answers = await Promise.all([submit(0, 1), submit(2, 3)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await rowsOf(seller.id)).toHaveLength(1);
  });
});
