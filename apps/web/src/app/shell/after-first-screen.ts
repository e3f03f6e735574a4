import type { QueryClient } from "@tanstack/react-query";

/** However long the first screen's calls take, the live channel waits no longer than this. */
const LONGEST_WAIT_MS = 10_000;
/** requestIdleCallback's bound: a busy phone still starts the channel soon after. */
const IDLE_TIMEOUT_MS = 2000;

const idle = (callback: () => void) => {
  if (typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(callback, 0);
};

/**
 * Settles once the first screen has its data and has been painted: no call in
 * flight, then a frame, then an idle moment. What waits on it (the live
 * channel) adds neither bytes nor main-thread work before the screen shows.
 */
export function afterFirstScreen(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let unsubscribe = () => {};
    const finish = () => {
      if (done) return;
      done = true;
      unsubscribe();
      window.clearTimeout(longest);
      requestAnimationFrame(() => idle(resolve));
    };
    const longest = window.setTimeout(finish, LONGEST_WAIT_MS);
    const check = () => {
      if (queryClient.isFetching() === 0) finish();
    };
    unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}
