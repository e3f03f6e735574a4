/**
 * The real-time reconnection rules of spec section 4 (and section 9's
 * constants): on a loss, up to 5 retries, 1 s doubling to at most 30 s, reset
 * on connect; an online event retries after 0.5 s, a tab becoming visible after
 * 1 s; offline cancels the timer; no retry while offline or without a token; a
 * manual reconnect starts the count again. socket.io-client's own
 * reconnection is off: this policy decides.
 */
export const RECONNECT = { maxAttempts: 5, baseMs: 1000, factor: 2, maxMs: 30_000 } as const;
export const ONLINE_RETRY_MS = 500;
export const VISIBLE_RETRY_MS = 1000;

/** The wait before retry number `attempt` (0-based): 1 s, 2 s, 4 s, 8 s, 16 s, capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT.baseMs * RECONNECT.factor ** attempt, RECONNECT.maxMs);
}

type PolicyDeps = {
  connect: () => void;
  isOnline: () => boolean;
  hasToken: () => boolean;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export function createReconnectPolicy(deps: PolicyDeps) {
  let attempts = 0;
  let timer: unknown;

  const cancel = () => {
    if (timer !== undefined) deps.clearTimeout(timer);
    timer = undefined;
  };
  const canTry = () => deps.hasToken() && deps.isOnline();
  const later = (ms: number) => {
    cancel();
    timer = deps.setTimeout(() => {
      timer = undefined;
      // The token may have gone while waiting: then there is nothing to connect with.
      if (canTry()) deps.connect();
    }, ms);
  };

  return {
    /**
     * After a disconnect, an error or a refused handshake. "scheduled" when a
     * retry is on its way, "exhausted" after the fifth, "skipped" when offline
     * or signed out (the online event or the next sign-in starts again).
     */
    lost(): "scheduled" | "exhausted" | "skipped" {
      if (!canTry()) {
        cancel();
        return "skipped";
      }
      if (attempts >= RECONNECT.maxAttempts) return "exhausted";
      later(reconnectDelay(attempts));
      attempts += 1;
      return "scheduled";
    },
    connected() {
      attempts = 0;
      cancel();
    },
    online() {
      if (canTry()) later(ONLINE_RETRY_MS);
    },
    offline: cancel,
    /** Only call when not connected. */
    visible() {
      if (canTry()) later(VISIBLE_RETRY_MS);
    },
    manual() {
      attempts = 0;
      cancel();
      if (canTry()) deps.connect();
    },
    stop() {
      attempts = 0;
      cancel();
    },
    attempts: () => attempts,
    pending: () => timer !== undefined,
  };
}
