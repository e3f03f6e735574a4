import { answerHeaders } from "./http";

/**
 * Calls started before React, the query layer or the first screen's code have loaded: on a
 * phone's slow link the profile's answer then travels alongside the screen's chunks instead of
 * after them (the balance, the profile's largest paint, showed about 5 s after navigation on a
 * 4x slower CPU and slow 4G; bench/cold-profile.bench.ts). apiRequest takes the answer once, for
 * the same path and token, and reads it as any other.
 *
 * The page's inline start script (start-calls.ts) and the app's entry each carry a copy of this
 * module; they share the calls through one global, so the entry finds a call the page already
 * sent instead of sending it again.
 */
type EarlyCall = { token: string; response: Promise<Response> };

const SHARED = Symbol.for("seller-app.early-calls");
const holder = globalThis as typeof globalThis & { [SHARED]?: Map<string, EarlyCall> };
const started = holder[SHARED] ?? new Map<string, EarlyCall>();
holder[SHARED] = started;

/**
 * Starts a GET of the API with the headers apiRequest would send, unless the same call for the same
 * token is already under way; a failure is left to apiRequest's own call.
 */
export function startEarlyCall(path: string, token: string, language: string): void {
  if (started.get(path)?.token === token) return;
  const response = fetch(`/api${path}`, {
    headers: { ...answerHeaders(language), Authorization: `Bearer ${token}` },
  });
  // Never an unhandled rejection: a failed early call is asked again by the query that needs it.
  response.catch(() => undefined);
  started.set(path, { token, response });
}

/** The early answer for this path and token, once (null: none); later calls go to the network. */
export function takeEarlyCall(path: string, token: string | null): Promise<Response> | null {
  const call = started.get(path);
  started.delete(path);
  return call && call.token === token ? call.response : null;
}
