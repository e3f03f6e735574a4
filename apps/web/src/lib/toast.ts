/** Toasts of spec section 9: four types, their durations, sounds and a 300 ms removal animation. */
export type ToastType = "success" | "error" | "warning" | "info";
export type ToastItem = {
  id: number;
  type: ToastType;
  message: string;
  leaving: boolean;
  shownAt: number;
  /** What the message is about (a top-up, the deposit): a newer toast on it replaces this one. */
  topic?: string;
};

export const TOAST_DURATION_MS: Readonly<Record<ToastType, number>> = {
  success: 3000,
  error: 4000,
  warning: 3000,
  info: 3000,
};
export const TOAST_EXIT_MS = 300;
/** More than this and the oldest makes room; a pile of toasts hides the screen. */
export const MAX_VISIBLE_TOASTS = 3;

export function toastPlaysSound(type: ToastType): boolean {
  return type !== "info";
}

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

/**
 * A problem toast older than this is about the screen the seller has left when they move on (a
 * failed sign-in's error over the profile they then reach); a younger one came with the move
 * (the session expired, so here is the sign-in screen) and stays.
 */
export const STALE_PROBLEM_MS = 1000;

export function createToastStore(
  deps: Timers & { playSound: (type: ToastType) => void; now?: () => number },
) {
  const now = deps.now ?? Date.now;
  let items: readonly ToastItem[] = [];
  let nextId = 1;
  const timers = new Map<number, unknown>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const remove = (id: number) => {
    items = items.filter((item) => item.id !== id);
    timers.delete(id);
    emit();
  };

  const dismiss = (id: number) => {
    const item = items.find((candidate) => candidate.id === id);
    if (!item || item.leaving) return;
    deps.clearTimeout(timers.get(id));
    items = items.map((candidate) => (candidate.id === id ? { ...candidate, leaving: true } : candidate));
    timers.set(
      id,
      deps.setTimeout(() => remove(id), TOAST_EXIT_MS),
    );
    emit();
  };

  const show = (
    type: ToastType,
    message: string,
    durationMs = TOAST_DURATION_MS[type],
    topic?: string,
  ): number => {
    // One event, one message: the screen's own confirmation and the live notification about the same
    // payment would otherwise stack over the title bar.
    if (topic) {
      for (const item of items) if (item.topic === topic) dismiss(item.id);
    }
    const id = nextId++;
    items = [...items, { id, type, message, leaving: false, shownAt: now(), ...(topic ? { topic } : {}) }];
    timers.set(
      id,
      deps.setTimeout(() => dismiss(id), durationMs),
    );
    const staying = items.filter((item) => !item.leaving);
    const overflow = staying.length - MAX_VISIBLE_TOASTS;
    for (const item of staying.slice(0, Math.max(0, overflow))) dismiss(item.id);
    if (toastPlaysSound(type)) deps.playSound(type);
    emit();
    return id;
  };

  /** On a move to another screen: the errors and warnings about the last one go. */
  const dismissStaleProblems = () => {
    for (const item of items) {
      if ((item.type === "error" || item.type === "warning") && now() - item.shownAt >= STALE_PROBLEM_MS)
        dismiss(item.id);
    }
  };

  return {
    show,
    dismiss,
    dismissStaleProblems,
    getSnapshot: () => items,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
