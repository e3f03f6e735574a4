import { randomBytes, timingSafeEqual } from "node:crypto";
import { SIGNIN_FRICTION_MAX_DELAY_S } from "@seller/contract/constants";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FieldCipher } from "../../lib/field-encryption";
import type { SessionKind } from "./sessions";

/** How long a successful sign-in keeps its address or device known to the account. */
export const KNOWN_ADDRESS_DAYS = 90;

/**
 * The known device (DECISIONS "Account and session"): a random id set at a
 * successful sign-in in a long-lived, signed, httpOnly cookie, sent back only
 * to the sign-in route of its kind. Over the account-wide limit it counts like
 * an address the owner signed in from, so the owner's own phone on a new
 * network still gets in during an attack. The server keeps only the
 * signature ("device:<hmac>"), so its table cannot be turned into cookies.
 */
const DEVICE_COOKIE: Record<SessionKind, { name: string; path: string }> = {
  seller: { name: "seller_device", path: "/api/sellers/signin" },
  operator: { name: "operator_device", path: "/api/admin/signin" },
};

export type SigninDevice = {
  /** What signin_known_addresses keeps for the device. */
  key: string;
  /** The cookie's value. */
  cookie: string;
  /** False for a device this request introduces. */
  presented: boolean;
};

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

function signatureOf(cipher: FieldCipher, id: string): string {
  return cipher.lookupHash("signin_device", id);
}

/** The request's device: its cookie when the signature holds, else a new one (remembered only if the sign-in succeeds). */
export function deviceOf(cipher: FieldCipher, kind: SessionKind, request: FastifyRequest): SigninDevice {
  const value = cookieValue(request.headers.cookie, DEVICE_COOKIE[kind].name);
  const [id, signature] = value?.split(".") ?? [];
  if (id && signature) {
    const expected = Buffer.from(signatureOf(cipher, id));
    const given = Buffer.from(signature);
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      return { key: `device:${signature}`, cookie: value as string, presented: true };
    }
  }
  const fresh = randomBytes(24).toString("base64url");
  const freshSignature = signatureOf(cipher, fresh);
  return { key: `device:${freshSignature}`, cookie: `${fresh}.${freshSignature}`, presented: false };
}

/** Sets (or renews) the device cookie after a successful sign-in. */
export function rememberDevice(reply: FastifyReply, kind: SessionKind, device: SigninDevice) {
  const { name, path } = DEVICE_COOKIE[kind];
  const secure = reply.request.protocol === "https" ? "; Secure" : "";
  reply.header(
    "set-cookie",
    `${name}=${device.cookie}; Path=${path}; Max-Age=${KNOWN_ADDRESS_DAYS * 24 * 60 * 60}; HttpOnly; SameSite=Strict${secure}`,
  );
}

/**
 * The wait over the account-wide limit: 1 s at the first attempt over it,
 * doubling with each further one, capped (DECISIONS "Account and session").
 */
export function frictionDelaySeconds(overLimit: number): number {
  return Math.min(2 ** Math.max(0, Math.min(overLimit - 1, 10)), SIGNIN_FRICTION_MAX_DELAY_S);
}

/** How long a slide challenge may be answered once its wait is over. */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

type Challenge = {
  kind: SessionKind;
  account: string;
  address: string;
  /** The address's count of checks in a row when issued: a challenge answers one check only. */
  checks: number;
  /** Not before (ms since the epoch). */
  after: number;
};

/**
 * A slide challenge: sealed (encrypted and authenticated) by the server, so it
 * needs no table. The web sends it back as `slide_proof` once the user slid
 * again and the wait is over; it holds for one password check from the address
 * it was given to, for that account.
 */
export function issueChallenge(cipher: FieldCipher, challenge: Challenge): string {
  return cipher.seal("signin_slide", JSON.stringify(challenge));
}

/** True when the proof is the challenge given for this check, and its wait is over. */
export function proofHolds(
  cipher: FieldCipher,
  proof: string | undefined,
  expected: Omit<Challenge, "after">,
  now: Date,
): boolean {
  if (!proof) return false;
  let challenge: Challenge;
  try {
    challenge = JSON.parse(cipher.open("signin_slide", proof)) as Challenge;
  } catch {
    return false;
  }
  const at = now.getTime();
  return (
    challenge.kind === expected.kind &&
    challenge.account === expected.account &&
    challenge.address === expected.address &&
    challenge.checks === expected.checks &&
    at >= challenge.after &&
    at <= challenge.after + CHALLENGE_LIFETIME_MS
  );
}
