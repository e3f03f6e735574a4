/** Toasts of spec section 9: four types, their durations, sounds and a 300 ms removal animation. */
export type ToastType = "success" | "error" | "warning" | "info";
export type ToastItem = { id: number; type: ToastType; message: string; leaving: boolean };

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

export function createToastStore(deps: Timers & { playSound: (type: ToastType) => void }) {
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

  const show = (type: ToastType, message: string, durationMs = TOAST_DURATION_MS[type]): number => {
    const id = nextId++;
    items = [...items, { id, type, message, leaving: false }];
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

  return {
    show,
    dismiss,
    getSnapshot: () => items,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
