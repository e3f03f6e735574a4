import { useSyncExternalStore } from "react";
import { createToastStore, type ToastItem, type ToastType } from "./toast";
import { playToastSound } from "./toast-sound";

const store = createToastStore({
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  playSound: playToastSound,
});

/** Shows a toast from anywhere: `toast.success(t("auth.login.success"))`. */
export const toast = {
  show: (type: ToastType, message: string, durationMs?: number) => store.show(type, message, durationMs),
  success: (message: string, durationMs?: number) => store.show("success", message, durationMs),
  error: (message: string, durationMs?: number) => store.show("error", message, durationMs),
  warning: (message: string, durationMs?: number) => store.show("warning", message, durationMs),
  info: (message: string, durationMs?: number) => store.show("info", message, durationMs),
  dismiss: store.dismiss,
};

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
