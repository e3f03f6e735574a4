import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { FileStore } from "./storage";

/**
 * Private files sealed at rest (ARCHITECTURE.md "Files"), like the ID and
 * card numbers (lib/field-encryption.ts): AES-256-GCM under a key derived
 * with HKDF from the configured data key (DATA_ENCRYPTION_KEY), never kept
 * beside the files, so a copy of the uploads folder or bucket shows no ID card.
 *
 * It wraps any FileStore (the disk folder now, object storage later): bytes
 * are sealed on write and opened on read, so the routes only ever see the
 * image. A sealed file reads `MAGIC | iv (12) | ciphertext | tag (16)`;
 * files stored before sealing (a JPEG or PNG, which never start with MAGIC)
 * are read as they are.
 */
const MAGIC = Buffer.from("SCSEAL01");
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Associated data: a sealed file cannot be passed off as a sealed field, or the other way round. */
const AAD = Buffer.from("private file v1");

export function isSealed(bytes: Buffer): boolean {
  return bytes.length >= MAGIC.length + IV_BYTES + TAG_BYTES && bytes.subarray(0, MAGIC.length).equals(MAGIC);
}

export function fileSealer(dataKey: Buffer) {
  const key = Buffer.from(
    hkdfSync("sha256", dataKey, Buffer.alloc(0), "seller-centre file encryption v1", 32),
  );
  return {
    seal(plain: Buffer): Buffer {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(AAD);
      return Buffer.concat([MAGIC, iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    },
    /** The plain bytes; a file stored before sealing comes back unchanged. Throws if altered or another key. */
    open(stored: Buffer): Buffer {
      if (!isSealed(stored)) return stored;
      const iv = stored.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
      const body = stored.subarray(MAGIC.length + IV_BYTES, stored.length - TAG_BYTES);
      const decipher = createDecipheriv("aes-256-gcm", key, iv);
      decipher.setAAD(AAD);
      decipher.setAuthTag(stored.subarray(stored.length - TAG_BYTES));
      return Buffer.concat([decipher.update(body), decipher.final()]);
    },
  };
}

/** `store` with every file sealed on the way in and opened on the way out. */
export function sealedFileStore(store: FileStore, dataKey: Buffer): FileStore {
  const sealer = fileSealer(dataKey);
  return {
    write: (bytes) => store.write(sealer.seal(bytes)),
    read: async (key) => sealer.open(await store.read(key)),
    remove: (key) => store.remove(key),
  };
}
