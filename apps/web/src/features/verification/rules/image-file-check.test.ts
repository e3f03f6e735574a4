import { UPLOAD_MAX_BYTES } from "@seller/contract/files";
import { describe, expect, it } from "vitest";
import { checkIdImageFile, ID_IMAGE_MAX_PICK_BYTES } from "./image-file-check";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("checking an ID image before it is uploaded", () => {
  it("accepts JPG and PNG images, phone photos over 2 MB too (they are made smaller before upload)", () => {
    expect(checkIdImageFile(file("front.jpg", "image/jpeg"))).toBeUndefined();
    expect(checkIdImageFile(file("FRONT.JPEG", "image/jpeg"))).toBeUndefined();
    expect(checkIdImageFile(file("back.png", "image/png", UPLOAD_MAX_BYTES))).toBeUndefined();
    expect(checkIdImageFile(file("front.jpg", "image/jpeg", 13 * 1024 * 1024))).toBeUndefined();
  });

  it("refuses a file too large to prepare on a phone with the size-limit message", () => {
    expect(checkIdImageFile(file("front.jpg", "image/jpeg", ID_IMAGE_MAX_PICK_BYTES))).toBeUndefined();
    expect(checkIdImageFile(file("front.jpg", "image/jpeg", ID_IMAGE_MAX_PICK_BYTES + 1))).toBe("tooLarge");
  });

  it("refuses other formats, by type or by name", () => {
    expect(checkIdImageFile(file("card.gif", "image/gif"))).toBe("unsupportedType");
    expect(checkIdImageFile(file("card.heic", "image/heic"))).toBe("unsupportedType");
    expect(checkIdImageFile(file("card.png", "application/pdf"))).toBe("unsupportedType");
    expect(checkIdImageFile(file("card.pdf", "image/png"))).toBe("unsupportedType");
    expect(checkIdImageFile(file("card", "image/png"))).toBe("unsupportedType");
  });

  it("lets the name decide when the picker gives no type", () => {
    expect(checkIdImageFile(file("front.jpg", ""))).toBeUndefined();
    expect(checkIdImageFile(file("front.webp", ""))).toBe("unsupportedType");
  });

  it("refuses an empty file", () => {
    expect(checkIdImageFile(file("front.jpg", "image/jpeg", 0))).toBe("empty");
  });
});
