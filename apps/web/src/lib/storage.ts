/** The part of the Web Storage API the app uses; tests pass an in-memory one. */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Storage can be missing (server-side, tests) or throw (Safari private mode,
 * storage disabled): a store that forgets everything is better than a crash.
 */
function safeStore(pick: () => Storage): KeyValueStore {
  const attempt = <T>(action: (store: Storage) => T, fallback: T): T => {
    try {
      return action(pick());
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt((store) => store.getItem(key), null),
    setItem: (key, value) => attempt((store) => store.setItem(key, value), undefined),
    removeItem: (key) => attempt((store) => store.removeItem(key), undefined),
  };
}

export const localStore = safeStore(() => window.localStorage);
export const sessionStore = safeStore(() => window.sessionStorage);

/** Creates a store kept in memory, for tests and for browsers without storage. */
export function memoryStore(
  initial: Record<string, string> = {},
): KeyValueStore & { dump(): Record<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    dump: () => Object.fromEntries(data),
  };
}

/** Reads one cookie from a `document.cookie` string. */
export function parseCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(";")) {
    const [rawKey, ...rest] = part.split("=");
    if (rawKey?.trim() === name) {
      try {
        return decodeURIComponent(rest.join("=").trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  return parseCookie(document.cookie, name);
}

export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === "undefined") return;
  const maxAge = Math.round(days * 24 * 60 * 60);
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the language in a plain cookie (section 3)
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
