import { createHmac, timingSafeEqual } from "node:crypto";

/** Who looks at a file: its owner (a seller) or an operator. */
export type Viewer = { kind: "seller" | "operator"; id: number };

/**
 * An <img> cannot send the bearer header, so the urls the API hands out carry
 * `?access=<expiry>.<viewer>.<signature>`: an HMAC over the file, the viewer
 * and the expiry. It works only for that file and that viewer, for 10 minutes.
 */
export const ACCESS_TOKEN_TTL_MS = 10 * 60 * 1000;

const viewerTag = (viewer: Viewer) => `${viewer.kind === "seller" ? "s" : "o"}${viewer.id}`;

function signature(secret: string, fileUuid: string, tag: string, expiresAt: number): Buffer {
  return createHmac("sha256", secret).update(`${fileUuid}|${tag}|${expiresAt}`).digest();
}

export function signAccess(secret: string, fileUuid: string, viewer: Viewer, now = Date.now()): string {
  const expiresAt = now + ACCESS_TOKEN_TTL_MS;
  const tag = viewerTag(viewer);
  return `${expiresAt}.${tag}.${signature(secret, fileUuid, tag, expiresAt).toString("base64url")}`;
}

/** The viewer the token was issued to, or undefined when it is forged, for another file, or expired. */
export function verifyAccess(
  secret: string,
  fileUuid: string,
  token: string,
  now = Date.now(),
): Viewer | undefined {
  const match = /^(\d{1,15})\.([so])(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, expiry, kind, id, given] = match;
  const expiresAt = Number(expiry);
  if (expiresAt <= now) return undefined;
  const expected = signature(secret, fileUuid, `${kind}${id}`, expiresAt);
  const actual = Buffer.from(given ?? "", "base64url");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return { kind: kind === "s" ? "seller" : "operator", id: Number(id) };
}

/** The url of a file for one viewer: the private route with a fresh access token. */
export function fileUrl(secret: string, fileUuid: string, viewer: Viewer, now = Date.now()): string {
  return `/api/files/${fileUuid}?access=${signAccess(secret, fileUuid, viewer, now)}`;
}
