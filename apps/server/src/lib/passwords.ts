import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 defaults to argon2id with m=19456 KiB, t=2, p=1: the OWASP
// recommended minimum. (Its Algorithm enum is a const enum, which isolated
// modules cannot import, so the default is relied on and checked by a test.)

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Made once, at start, so that even the first unknown account costs only a verification. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(16).toString("hex"));
  return dummyHash;
}

/**
 * Spends the time of one real verification for an account that does not exist,
 * so the answer's timing does not tell which accounts are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}

/** A password for a generated operator account: 24 base64url characters, 144 bits. */
export function randomPassword(): string {
  return randomBytes(18).toString("base64url");
}
