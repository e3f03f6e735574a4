import { randomBytes } from "node:crypto";
import type { ObjectStore } from "./object-store";

/**
 * Private uploads (ARCHITECTURE.md "Files"): named by a generated key only,
 * never by anything the uploader sent, in an area of the file storage (the
 * DATA_DIR/uploads folder or an object-storage prefix) that is never public.
 */
export type FileStore = {
  write(bytes: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
};

const KEY = /^[0-9a-f]{32}$/;

/** Keys come from our own rows, but a name is never built from an unchecked string. */
function nameOf(key: string): string {
  if (!KEY.test(key)) throw new Error("invalid storage key");
  // Spread over 256 folders (the layout of the uploads folder since its first version).
  return `${key.slice(0, 2)}/${key}`;
}

export function keyedFileStore(area: ObjectStore): FileStore {
  return {
    async write(bytes) {
      const key = randomBytes(16).toString("hex");
      await area.put(nameOf(key), bytes);
      return key;
    },
    read: (key) => area.get(nameOf(key)),
    remove: (key) => area.remove(nameOf(key)),
  };
}
