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
