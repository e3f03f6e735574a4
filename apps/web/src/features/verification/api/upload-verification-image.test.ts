import { describe, expect, it } from "vitest";
import { readUploadAnswer, UploadAnswerError } from "./upload-verification-image";

const UUID = "3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b";

function reasonOf(data: unknown): string | undefined {
  try {
    readUploadAnswer(data);
    return undefined;
  } catch (error) {
    return error instanceof UploadAnswerError ? error.reason : "other";
  }
}

describe("reading the upload answer", () => {
  it("keeps the url for the preview and the uuid for deleting", () => {
    const image = readUploadAnswer({
      uuid: UUID,
      url: `/api/files/${UUID}?access=t`,
      expires_at: "2026-03-01T11:00:00Z",
      file_name: "front.jpg",
      formatted_size: "350 KB",
    });
    expect(image).toEqual({
      uuid: UUID,
      url: `/api/files/${UUID}?access=t`,
      fileName: "front.jpg",
      formattedSize: "350 KB",
    });
  });

  it("treats an answer without url or uuid as a failed upload, even when it says success", () => {
    expect(reasonOf({ uuid: UUID })).toBe("missingUrl");
    expect(reasonOf({ url: "/api/files/x" })).toBe("missingUrl");
    expect(reasonOf({ uuid: UUID, url: "" })).toBe("missingUrl");
  });

  it("treats an answer that is not a file at all as the wrong format", () => {
    expect(reasonOf(null)).toBe("badResponse");
    expect(reasonOf("ok")).toBe("badResponse");
    expect(reasonOf({ uuid: "not-a-uuid", url: "/api/files/x" })).toBe("badResponse");
  });
});
