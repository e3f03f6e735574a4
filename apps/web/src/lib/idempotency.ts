import { useEffect, useState } from "react";

/**
 * One Idempotency-Key per submit by the seller (ARCHITECTURE "Money"): the key
 * travels with the mutation's variables, so an automatic retry sends the same
 * key and the server replays its first answer instead of moving money twice.
 */
export type Idempotent<T> = { body: T; idempotencyKey: string };

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function idempotencyHeaders(key: string): Record<string, string> {
  return { "Idempotency-Key": key };
}

/**
 * The key of a sheet's submit: a fresh one each time the sheet opens for `subject` (the order it
 * acts on, or `true`), the same one for every retry while it stays open.
 */
export function useSubmitKey(subject: unknown): string {
  const [key, setKey] = useState(newIdempotencyKey);
  useEffect(() => {
    if (subject !== null && subject !== undefined && subject !== false) setKey(newIdempotencyKey());
  }, [subject]);
  return key;
}
