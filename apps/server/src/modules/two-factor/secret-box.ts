import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** Seals short secrets with AES-256-GCM; the associated data binds each to its owner. */
export type SecretBox = {
  seal(plain: string, owner: string): string;
  /** Throws when the text was altered, sealed for another owner, or with another key. */
  open(sealed: string, owner: string): string;
};

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key is derived (HKDF-SHA-256) from DATA_ENCRYPTION_KEY, which never lives
 * in the database; the derivation keeps it apart from the key that seals card
 * and ID numbers.
 */
export function secretBox(keyMaterial: Buffer | string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", keyMaterial, "", "seller-centre/two-factor-secret", 32));
  return {
    seal(plain, owner) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(owner));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
    },
    open(sealed, owner) {
      const [version, payload] = sealed.split(".");
      if (version !== VERSION || !payload) throw new Error("unknown sealed secret format");
      const bytes = Buffer.from(payload, "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(owner));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}
