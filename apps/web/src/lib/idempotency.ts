import { useEffect, useState } from "react";

/**
 * Idempotency keys of money-moving calls (ARCHITECTURE "Money": the same key replays the first
 * answer and moves nothing twice). Shared by the seller app, the storefront and the console.
 */
export type Idempotent<T> = { body: T; idempotencyKey: string };

/**
 * A random UUID (version 4). crypto.randomUUID exists only in secure contexts (https, localhost);
 * a phone that opens the app at http://<lan address>:3000 has getRandomValues alone.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function idempotencyHeaders(key: string): Record<string, string> {
  return { "Idempotency-Key": key };
}

/**
 * The key of one form session. A submit whose answer never came (the network dropped, the 15 s
 * timeout) may still have moved the money, so every tap until an answer arrives sends the same
 * key and the server replays what it did; once the server has answered (done or refused), the
 * next submit is a new request with a new key.
 */
export type SubmitKey = {
  /** The key to send with this submit: the unanswered one, or a new one. */
  take(): string;
  /** After a submit: `answered` is false when no answer arrived, and the key is kept. */
  settle(answered: boolean): void;
};

export function createSubmitKey(): SubmitKey {
  let pending: string | undefined;
  return {
    take: () => {
      pending ??= newIdempotencyKey();
      return pending;
    },
    settle: (answered) => {
      if (answered) pending = undefined;
    },
  };
}

/**
 * A form session's key, held for the component's life. `session` starts a new one when it
 * changes: a sheet opened again for another order is another form session.
 */
export function useSubmitKey(session?: unknown): SubmitKey {
  const [key] = useState(createSubmitKey);
  useEffect(() => {
    if (session !== undefined) key.settle(true);
  }, [session, key]);
  return key;
}
