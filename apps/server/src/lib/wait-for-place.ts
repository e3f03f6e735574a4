import { setTimeout as sleep } from "node:timers/promises";
import { AppError } from "./app-error";

/** How long a check waits for one of the 5 places before the caller is told to try later. */
const WAIT_LIMIT_MS = 5_000;

/**
 * Password checks of one account take one of 5 places before they run (the
 * lockouts). When all 5 are taken, a sixth check waits for one to come free
 * instead of being refused: a right password frees all places, so many
 * genuine requests at once all go through, while wrong guesses end in the
 * lock and the waiting ones are then refused by it. `take` answers the place
 * taken, or undefined when all are taken (it throws when the account is locked).
 */
export async function waitForPlace<T>(take: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    const place = await take();
    if (place !== undefined) return place;
    if (Date.now() >= deadline) throw new AppError("REQUEST_RATE_LIMIT");
    await sleep(pause);
  }
}
