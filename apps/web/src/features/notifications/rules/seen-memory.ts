/**
 * Spec section 9's de-duplication memory: 100 notification ids, trimmed to the
 * newest 50 when full (and 50 toast keys trimmed to 25). A socket reconnect or
 * a second node may deliver the same notification twice; it is shown once.
 */
export function createSeenMemory(capacity: number, keep: number) {
  let keys: string[] = [];
  const seen = new Set<string>();
  return {
    /** True the first time a key is met; false for a repeat. */
    remember(key: string): boolean {
      if (seen.has(key)) return false;
      keys.push(key);
      seen.add(key);
      if (keys.length > capacity) {
        for (const dropped of keys.slice(0, keys.length - keep)) seen.delete(dropped);
        keys = keys.slice(-keep);
      }
      return true;
    },
    has: (key: string) => seen.has(key),
    size: () => keys.length,
    clear() {
      keys = [];
      seen.clear();
    },
  };
}

export const NOTIFICATION_MEMORY = { capacity: 100, keep: 50 } as const;
export const TOAST_MEMORY = { capacity: 50, keep: 25 } as const;
