/**
 * Calls started by the entry before React, the query layer or the first screen's code have
 * loaded: on a phone's slow link the profile's answer then travels alongside the screen's
 * chunks instead of after them (the balance, the profile's largest paint, showed about 5 s
 * after navigation on a 4x slower CPU and slow 4G; bench/cold-profile.bench.ts). apiRequest
 * takes the answer once, for the same path and token, and reads it as any other.
 */
const started = new Map<string, { token: string; response: Promise<Response> }>();

/** Starts a GET of the API with the headers apiRequest would send; a failure is left to apiRequest's own call. */
export function startEarlyCall(path: string, token: string, headers: Record<string, string>): void {
  const response = fetch(`/api${path}`, { headers: { ...headers, Authorization: `Bearer ${token}` } });
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
