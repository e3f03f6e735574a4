import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** What a sealed value is: it is bound to it, so a card number cannot be passed off as an ID number. */
export type SealedField = "card_number" | "id_number" | "key_check" | "signin_device" | "signin_slide";

/**
 * Personal numbers at rest (card numbers, national ID numbers): AES-256-GCM
 * with a key from configuration (DATA_ENCRYPTION_KEY), never kept in the
 * database, so a copy of the database does not give them away.
 *
 * A sealed value reads `v1.<iv>.<ciphertext and tag>` (base64url): a fresh
 * 96-bit IV each time, the field's name as associated data. `lookupHash`
 * gives the same keyed hash (HMAC-SHA-256) for the same number, so the
 * database can keep one ID number to one account without reading it. Both
 * keys are derived from the configured one with HKDF, so neither is the key
 * itself and a hash cannot be used to decrypt.
 */
export type FieldCipher = {
  seal(field: SealedField, plaintext: string): string;
  open(field: SealedField, sealed: string): string;
  lookupHash(field: SealedField, plaintext: string): string;
};

const VERSION = "v1";
/** How every sealed value starts; a card or ID number never does. */
export const SEALED_PREFIX = `${VERSION}.`;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The length of DATA_ENCRYPTION_KEY: 32 bytes, written as 64 hex digits or 43/44 base64 characters. */
export const DATA_KEY_BYTES = 32;

/** A key as configured (hex or base64/base64url), or undefined when it is not exactly 32 bytes. */
export function parseDataKey(text: string): Buffer | undefined {
  const value = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, "hex")
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
      ? Buffer.from(value, "base64url")
      : undefined;
  return bytes?.length === DATA_KEY_BYTES ? bytes : undefined;
}

/** A new random key, as DATA_ENCRYPTION_KEY takes it. */
export function newDataKey(): string {
  return randomBytes(DATA_KEY_BYTES).toString("base64url");
}

/**
 * The embedded database's key when DATA_ENCRYPTION_KEY is not set: a file
 * beside the database folder (not in it, so a database dump or copy does not
 * carry it), made once with owner-only permissions.
 */
export function readOrCreateKeyFile(path: string): { key: Buffer; created: boolean } {
  if (existsSync(path)) {
    const key = parseDataKey(readFileSync(path, "utf8"));
    if (!key) throw new Error(`${path} does not hold a 32-byte key`);
    return { key, created: false };
  }
  mkdirSync(dirname(path), { recursive: true });
  const text = newDataKey();
  writeFileSync(path, `${text}\n`, { mode: 0o600, flag: "wx" });
  return { key: parseDataKey(text) as Buffer, created: true };
}

function derive(key: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", key, Buffer.alloc(0), `seller-centre ${purpose}`, DATA_KEY_BYTES));
}

export function fieldCipher(key: Buffer): FieldCipher {
  if (key.length !== DATA_KEY_BYTES) throw new Error(`the data key must be ${DATA_KEY_BYTES} bytes`);
  const encryptionKey = derive(key, "field encryption v1");
  const hashKey = derive(key, "lookup hash v1");
  return {
    seal(field, plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", encryptionKey, iv);
      cipher.setAAD(Buffer.from(field));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${iv.toString("base64url")}.${body.toString("base64url")}`;
    },
    open(field, sealed) {
      const [version, iv, body] = sealed.split(".");
      if (version !== VERSION || !iv || !body) throw new Error(`not a sealed ${field}`);
      const bytes = Buffer.from(body, "base64url");
      const decipher = createDecipheriv("aes-256-gcm", encryptionKey, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(field));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      // final() throws when the key is another one or the value was altered.
      return Buffer.concat([
        decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString("utf8");
    },
    lookupHash(field, plaintext) {
      return createHmac("sha256", hashKey).update(`${field}:${plaintext}`).digest("base64url");
    },
  };
}
