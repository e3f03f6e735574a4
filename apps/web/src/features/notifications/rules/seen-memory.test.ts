import { describe, expect, it } from "vitest";
import { createSeenMemory, NOTIFICATION_MEMORY } from "./seen-memory";

describe("createSeenMemory", () => {
  it("shows a notification once when the same id arrives twice", () => {
    const memory = createSeenMemory(NOTIFICATION_MEMORY.capacity, NOTIFICATION_MEMORY.keep);
    expect(memory.remember("7")).toBe(true);
    expect(memory.remember("7")).toBe(false);
  });

  it("keeps 100 ids and, past that, only the newest 50", () => {
    const memory = createSeenMemory(100, 50);
    for (let id = 1; id <= 100; id++) memory.remember(String(id));
    expect(memory.size()).toBe(100);
    memory.remember("101");
    expect(memory.size()).toBe(50);
    expect(memory.has("51")).toBe(false);
    expect(memory.has("52")).toBe(true);
    expect(memory.has("101")).toBe(true);
    // A forgotten id counts as new again.
    expect(memory.remember("1")).toBe(true);
  });

  it("forgets everything when the session ends", () => {
    const memory = createSeenMemory(100, 50);
    memory.remember("1");
    memory.clear();
    expect(memory.remember("1")).toBe(true);
  });
});
