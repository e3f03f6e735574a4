import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";

describe("the catalogue pictures folder", () => {
  it("may be given as a relative path, as DATA_DIR=./data gives it", async () => {
    const folder = await mkdtemp(join(tmpdir(), "seller-relative-images-"));
    const name = `${"a".repeat(32)}-240.webp`;
    await writeFile(join(folder, name), "webp bytes");
    const t = await createTestApp({ catalogueImagesDir: relative(process.cwd(), folder), files: "folder" });
    try {
      const response = await t.app.inject({ method: "GET", url: `/api/catalogue-images/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    } finally {
      await t.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
