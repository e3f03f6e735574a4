import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The private folder where uploads live (ARCHITECTURE.md "Files"): outside
 * any public folder, named by a generated key only, never by anything the
 * uploader sent. An S3-compatible store can later take this shape's place.
 */
export type FileStore = {
  write(bytes: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
};

const KEY = /^[0-9a-f]{32}$/;

function pathOf(root: string, key: string): string {
  // Keys come from our own rows, but a path is never built from an unchecked string.
  if (!KEY.test(key)) throw new Error("invalid storage key");
  return join(root, key.slice(0, 2), key);
}

export function diskFileStore(root: string): FileStore {
  return {
    async write(bytes) {
      const key = randomBytes(16).toString("hex");
      const path = pathOf(root, key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.partial`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, path);
      return key;
    },
    read: (key) => readFile(pathOf(root, key)),
    remove: (key) => rm(pathOf(root, key), { force: true }),
  };
}
