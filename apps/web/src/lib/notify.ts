import { useSyncExternalStore } from "react";
import { createToastStore, type ToastItem, type ToastType } from "./toast";
import { playToastSound } from "./toast-sound";

const store = createToastStore({
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  playSound: playToastSound,
});

/**
 * Shows a toast from anywhere: `toast.success(t("auth.login.success"))`. A topic (a notification
 * type: "recharge", "deposit") makes a newer toast on it replace the older one.
 */
export const toast = {
  show: (type: ToastType, message: string, durationMs?: number, topic?: string) =>
    store.show(type, message, durationMs, topic),
  success: (message: string, durationMs?: number, topic?: string) =>
    store.show("success", message, durationMs, topic),
  error: (message: string, durationMs?: number) => store.show("error", message, durationMs),
  warning: (message: string, durationMs?: number) => store.show("warning", message, durationMs),
  info: (message: string, durationMs?: number, topic?: string) =>
    store.show("info", message, durationMs, topic),
  dismiss: store.dismiss,
  dismissStaleProblems: store.dismissStaleProblems,
};

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
