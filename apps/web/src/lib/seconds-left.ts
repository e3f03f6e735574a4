import { useEffect, useState } from "react";

/**
 * Seconds left before `until`, counted down while the screen shows them: the wait
 * the server asks for before a sign-in over the account-wide limit (DECISIONS
 * "Account and session"), on the seller's and the operator's sign-in screens.
 */
export function useSecondsLeft(until: number | undefined): number {
  const left = () => (until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left reads only until
  useEffect(() => {
    setSeconds(left());
    if (until === undefined) return;
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}
