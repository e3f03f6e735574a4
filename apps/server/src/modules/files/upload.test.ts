import { UPLOAD_MAX_BYTES, UPLOAD_UNSUBMITTED_MAX, uploadedFileSchema } from "@seller/contract/files";
import { eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bearer, en, inEnglish, signedInSeller, th, useTestApp } from "../../test/app";
import { jpegWithLocation, multipart, png, pngClaiming, pngOfExactly, upload } from "../../test/uploads";
import { files } from "./tables";

// The uploads area (folder or bucket) is this file's own, so the burst test can look at what is stored.
const t = useTestApp();
const VERIFY = "/api/sellers/verification/upload";

async function storedFiles(sellerId: number) {
  return t.database.db.select().from(files).where(eq(files.ownerSellerId, sellerId));
}

describe("uploading an ID card image", () => {
  it("answers url, uuid, expires_at, file_name and formatted_size", async () => {
    const seller = await signedInSeller(t.app);
    const bytes = await jpegWithLocation();
    const response = await upload(t.app, seller.token, VERIFY, "front", {
      bytes,
      fileName: "บัตร front.jpg",
      contentType: "image/jpeg",
    });
    expect(response.statusCode).toBe(201);
    const data = uploadedFileSchema.parse(response.json().data);
    expect(data).toMatchObject({
      file_name: "บัตร front.jpg",
      mime_type: "image/jpeg",
      width: 64,
      height: 48,
    });
    expect(data.url).toBe(`/api/files/${data.uuid}`);
    expect(data.formatted_size).toMatch(/^\d+(\.\d)? (B|KB)$/);
    const minutes = (Date.parse(data.expires_at ?? "") - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("removes the photo's EXIF data, GPS location included, before storing it", async () => {
    const seller = await signedInSeller(t.app);
    const bytes = await jpegWithLocation();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const response = await upload(t.app, seller.token, VERIFY, "back", { bytes, fileName: "back.jpg" });
    const stored = await t.app.inject({
      method: "GET",
      url: `/api/files/${response.json().data.uuid}`,
      headers: bearer(seller.token),
    });
    const body = stored.rawPayload;
    const metadata = await sharp(body).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.exif).toBeUndefined();
    expect(body.includes(Buffer.from("TestCam"))).toBe(false);
  });

  it("decides the type by the bytes: a real PNG named .jpg is stored as PNG", async () => {
    const seller = await signedInSeller(t.app);
    const response = await upload(t.app, seller.token, VERIFY, "front", {
      bytes: await png(),
      fileName: "photo.jpg",
      contentType: "image/jpeg",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.mime_type).toBe("image/png");
  });

  it("accepts an image of exactly 2 MB", async () => {
    const seller = await signedInSeller(t.app);
    const response = await upload(t.app, seller.token, VERIFY, "front", {
      bytes: await pngOfExactly(UPLOAD_MAX_BYTES),
      fileName: "big.png",
    });
    expect(response.statusCode).toBe(201);
  });

  it("accepts the type field after the file, as some browsers send it", async () => {
    const seller = await signedInSeller(t.app);
    const body = multipart({ type: "back" }, { bytes: await png(), fileName: "b.png" }, true);
    const response = await t.app.inject({
      method: "POST",
      url: VERIFY,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(seller.token) },
    });
    expect(response.statusCode).toBe(201);
  });

  it("is for signed-in sellers only", async () => {
    const body = multipart({ type: "front" }, { bytes: await png(), fileName: "a.png" });
    const response = await t.app.inject({ method: "POST", url: VERIFY, ...body });
    expect(response.statusCode).toBe(401);
  });
});

describe("refusing a bad upload, in the seller's language, storing nothing", () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string, number, string, string][] = [
    [
      "a text file named .png",
      () => Buffer.from("hello, this is not an image"),
      "x.png",
      415,
      "UPLOAD_FILE_TYPE_INVALID",
      "server.fileTypeInvalid",
    ],
    [
      "an image of 2 MB + 1 byte",
      () => pngOfExactly(UPLOAD_MAX_BYTES + 1),
      "big.png",
      413,
      "UPLOAD_FILE_TOO_LARGE",
      "server.fileTooLarge",
    ],
    ["an empty file", () => Buffer.alloc(0), "empty.jpg", 400, "UPLOAD_FAILED", "server.fileEmpty"],
    [
      "an image of 50000 x 50000 pixels",
      () => pngClaiming(50_000, 50_000),
      "bomb.png",
      413,
      "UPLOAD_FILE_TOO_LARGE",
      "server.imageTooManyPixels",
    ],
    [
      "an image wider than 10000 pixels",
      () => pngClaiming(12_000, 10),
      "wide.png",
      413,
      "UPLOAD_FILE_TOO_LARGE",
      "server.imageTooManyPixels",
    ],
    [
      "a GIF",
      () => Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
      "a.gif",
      415,
      "UPLOAD_FILE_TYPE_INVALID",
      "server.fileTypeInvalid",
    ],
    [
      "a damaged JPEG",
      () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]),
      "bad.jpg",
      415,
      "UPLOAD_FILE_TYPE_INVALID",
      "server.imageUnreadable",
    ],
  ];

  it.each(cases)("refuses %s", async (_name, make, fileName, status, code, key) => {
    const seller = await signedInSeller(t.app);
    const response = await upload(t.app, seller.token, VERIFY, "front", { bytes: await make(), fileName });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      success: false,
      code,
      message: en(key, { max: 10000 }),
    });
    expect(await storedFiles(seller.id)).toHaveLength(0);
  });

  it("says it in Thai to a Thai seller", async () => {
    const seller = await signedInSeller(t.app);
    const body = multipart({ type: "front" }, { bytes: Buffer.from("text"), fileName: "x.png" });
    const response = await t.app.inject({
      method: "POST",
      url: VERIFY,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(seller.token), "accept-language": "th" },
    });
    expect(response.json().message).toBe(th("server.fileTypeInvalid"));
  });

  it("asks for front or back", async () => {
    const seller = await signedInSeller(t.app);
    const response = await upload(t.app, seller.token, VERIFY, "side", {
      bytes: await png(),
      fileName: "a.png",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en("validation.uploadSideInvalid"));
    expect(await storedFiles(seller.id)).toHaveLength(0);
  });

  it("asks for a file when none is sent", async () => {
    const seller = await signedInSeller(t.app);
    const body = multipart({ type: "front" });
    const response = await t.app.inject({
      method: "POST",
      url: VERIFY,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(seller.token), ...inEnglish },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("UPLOAD_FAILED");
  });

  it("refuses a JSON body on the upload route", async () => {
    const seller = await signedInSeller(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: VERIFY,
      payload: { file: "x" },
      headers: bearer(seller.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("UPLOAD_FAILED");
  });
});

describe("POST /api/files/upload", () => {
  it.each(["image", "product", "avatar", "id_card", "business_license"])("takes a %s image", async (type) => {
    const seller = await signedInSeller(t.app);
    const response = await upload(t.app, seller.token, "/api/files/upload", type, {
      bytes: await png(),
      fileName: `${type}.png`,
    });
    expect(response.statusCode).toBe(201);
    expect(uploadedFileSchema.parse(response.json().data).file_name).toBe(`${type}.png`);
  });

  it("refuses a type it does not know", async () => {
    const seller = await signedInSeller(t.app);
    const response = await upload(t.app, seller.token, "/api/files/upload", "video", {
      bytes: await png(),
      fileName: "a.png",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en("validation.uploadTypeInvalid"));
  });

  it("holds at most 20 unsubmitted uploads per seller; deleting one makes room", async () => {
    const seller = await signedInSeller(t.app);
    const bytes = await png(4, 4);
    const uuids: string[] = [];
    for (let i = 0; i < UPLOAD_UNSUBMITTED_MAX; i += 1) {
      const response = await upload(t.app, seller.token, "/api/files/upload", "image", {
        bytes,
        fileName: "a.png",
      });
      uuids.push(response.json().data.uuid);
    }
    const refused = await upload(t.app, seller.token, "/api/files/upload", "image", {
      bytes,
      fileName: "a.png",
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "REQUEST_RATE_LIMIT",
      message: en("server.tooManyUploads"),
    });
    await t.app.inject({ method: "DELETE", url: `/api/files/${uuids[0]}`, headers: bearer(seller.token) });
    const again = await upload(t.app, seller.token, "/api/files/upload", "image", {
      bytes,
      fileName: "a.png",
    });
    expect(again.statusCode).toBe(201);
  });

  it("stores no more than 20 when 30 uploads arrive at once, and leaves no stray bytes on disk", async () => {
    const seller = await signedInSeller(t.app);
    const bytes = await png(4, 4);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        upload(t.app, seller.token, "/api/files/upload", "image", { bytes, fileName: "burst.png" }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(UPLOAD_UNSUBMITTED_MAX);
    expect(codes.filter((code) => code === 429)).toHaveLength(30 - UPLOAD_UNSUBMITTED_MAX);
    const stored = await storedFiles(seller.id);
    expect(stored).toHaveLength(UPLOAD_UNSUBMITTED_MAX);
    // The refused ones' bytes were removed again: what is on disk is exactly what rows point at.
    const onDisk = (await t.app.fileStorage.area("uploads").list())
      .map((name) => name.split("/").pop() ?? "")
      .filter((name) => /^[0-9a-f]{32}$/.test(name));
    const live = await t.database.db
      .select({ key: files.storageKey })
      .from(files)
      .where(isNull(files.deletedAt));
    expect(new Set(onDisk)).toEqual(new Set(live.map((row) => row.key)));
  });

  it("keeps no path or control characters of the uploaded name", async () => {
    const seller = await signedInSeller(t.app);
    const response = await upload(t.app, seller.token, "/api/files/upload", "image", {
      bytes: await png(),
      fileName: "..\\..\\etc\\pa<ss\u0007wd>.png",
    });
    expect(response.json().data.file_name).toBe("passwd.png");
    const [row] = await storedFiles(seller.id);
    expect(row?.storageKey).toMatch(/^[0-9a-f]{32}$/);
  });
});
