import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes: 43 base64url characters, sent as the bearer token. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** What the sessions table keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
