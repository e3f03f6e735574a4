import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createToastStore,
  MAX_VISIBLE_TOASTS,
  TOAST_DURATION_MS,
  TOAST_EXIT_MS,
  toastPlaysSound,
} from "./toast";

function makeStore() {
  const playSound = vi.fn();
  const store = createToastStore({
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    playSound,
  });
  return { store, playSound };
}

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("lets a problem about the screen left behind go on a move, and keeps one that came with the move", () => {
    const { store } = makeStore();
    store.show("error", "wrong password");
    store.show("success", "saved");
    vi.advanceTimersByTime(1500);
    store.show("error", "session expired");
    store.dismissStaleProblems();
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(["saved", "session expired"]);
  });

  it("shows one message per topic: a newer toast on a payment replaces the older one", () => {
    const { store } = makeStore();
    store.show("success", "top-up created", undefined, "recharge");
    store.show("success", "saved");
    store.show("success", "top-up confirmed", undefined, "recharge");
    store.show("info", "Top-up credited: 10,000.00", 5000, "recharge");
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(["saved", "Top-up credited: 10,000.00"]);
  });

  it("lasts 3000 ms by default and for success, 4000 ms for an error", () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 3000, error: 4000, warning: 3000, info: 3000 });
  });

  it("plays a sound for success, error and warning, not for info", () => {
    expect(["success", "error", "warning", "info"].map((type) => toastPlaysSound(type as never))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    const { store, playSound } = makeStore();
    store.show("info", "hello");
    store.show("error", "broken");
    expect(playSound.mock.calls).toEqual([["error"]]);
  });

  it("starts leaving after its duration and is gone 300 ms later", () => {
    const { store } = makeStore();
    store.show("error", "broken");
    vi.advanceTimersByTime(TOAST_DURATION_MS.error - 1);
    expect(store.getSnapshot()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("honours a duration given by the caller", () => {
    const { store } = makeStore();
    store.show("info", "quick", 500);
    vi.advanceTimersByTime(500 + TOAST_EXIT_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("can be dismissed early, still with the removal animation", () => {
    const { store } = makeStore();
    const id = store.show("success", "saved");
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("keeps at most three on screen, sending the oldest away", () => {
    const { store } = makeStore();
    for (let index = 0; index <= MAX_VISIBLE_TOASTS; index++) store.show("info", `toast ${index}`);
    const staying = store.getSnapshot().filter((item) => !item.leaving);
    expect(staying.map((item) => item.message)).toEqual(["toast 1", "toast 2", "toast 3"]);
  });
});
