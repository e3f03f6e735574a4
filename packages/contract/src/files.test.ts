import { describe, expect, it } from "vitest";
import { fileUuidFromReference, formatFileSize } from "./files";

describe("file sizes as the seller reads them", () => {
  it.each([
    [12, "12 B"],
    [350 * 1024, "350 KB"],
    [1.2 * 1024 * 1024, "1.2 MB"],
    [2 * 1024 * 1024, "2 MB"],
    [15 * 1024 * 1024, "15 MB"],
  ])("%d bytes read as %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe("a file given back to the server", () => {
  const uuid = "0c4ea0f1-7c8b-4e2b-9a1e-5f3e3c2b1a00";

  it("is read from the bare uuid or from the url the upload answered", () => {
    expect(fileUuidFromReference(uuid)).toBe(uuid);
    expect(fileUuidFromReference(uuid.toUpperCase())).toBe(uuid);
    expect(fileUuidFromReference(`/api/files/${uuid}?access=abc`)).toBe(uuid);
    expect(fileUuidFromReference(`https://shop.example/api/files/${uuid}`)).toBe(uuid);
  });

  it.each(["", "not-a-uuid", "/api/files/../../etc/passwd", `/uploads/${uuid}`, `/api/files/${uuid}/x`])(
    "is refused when it is %j",
    (value) => {
      expect(fileUuidFromReference(value)).toBeUndefined();
    },
  );
});
