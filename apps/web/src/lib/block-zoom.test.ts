import { describe, expect, it } from "vitest";
import { blockZoom } from "./block-zoom";

/** A minimal window: records listeners so the test can fire events at them. */
function fakeWindow() {
  const listeners = new Map<string, (event: unknown) => void>();
  const target = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const fire = (type: string, init: Record<string, unknown>) => {
    let prevented = false;
    listeners.get(type)?.({ ...init, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { target: target as unknown as Window, fire, listeners };
}

describe("zoom blocking", () => {
  it("stops pinch gestures, ctrl + wheel and ctrl with + - 0", () => {
    const { target, fire } = fakeWindow();
    blockZoom(target);
    expect(fire("gesturestart", {})).toBe(true);
    expect(fire("wheel", { ctrlKey: true })).toBe(true);
    expect(fire("keydown", { ctrlKey: true, key: "+" })).toBe(true);
    expect(fire("keydown", { metaKey: true, key: "0" })).toBe(true);
    expect(fire("touchmove", { touches: { length: 2 } })).toBe(true);
  });

  it("leaves scrolling, typing and one-finger moves alone", () => {
    const { target, fire } = fakeWindow();
    blockZoom(target);
    expect(fire("wheel", { ctrlKey: false })).toBe(false);
    expect(fire("keydown", { ctrlKey: false, key: "+" })).toBe(false);
    expect(fire("keydown", { ctrlKey: true, key: "c" })).toBe(false);
    expect(fire("touchmove", { touches: { length: 1 } })).toBe(false);
  });

  it("removes its listeners when asked", () => {
    const { target, listeners } = fakeWindow();
    blockZoom(target)();
    expect(listeners.size).toBe(0);
  });
});
