import { describe, expect, it } from "vitest";
import { RecentPages } from "./recent-pages";

/** A cache on a clock the test moves, and a reader that counts its reads. */
function setUp(ttlMs = 1000, maxPages = 10) {
  let now = 0;
  const pages = new RecentPages<string>(ttlMs, maxPages, () => now);
  let reads = 0;
  const read = (key: string, answer = `${key} #${reads + 1}`) =>
    pages.read(key, async () => {
      reads += 1;
      return answer;
    });
  return {
    pages,
    read,
    reads: () => reads,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("RecentPages", () => {
  it("answers a page asked again within its time from the one read, and reads it again after", async () => {
    const { read, reads, advance } = setUp(1000);
    expect(await read("lamp")).toBe("lamp #1");
    advance(999);
    expect(await read("lamp")).toBe("lamp #1");
    expect(reads()).toBe(1);
    advance(1);
    expect(await read("lamp")).toBe("lamp #2");
    expect(reads()).toBe(2);
  });

  it("keeps each page by its key", async () => {
    const { read, reads } = setUp();
    expect(await read("lamp")).toBe("lamp #1");
    expect(await read("socks")).toBe("socks #2");
    expect(await read("lamp")).toBe("lamp #1");
    expect(reads()).toBe(2);
  });

  it("shares one read between callers that ask at the same time", async () => {
    const { read, reads } = setUp();
    const answers = await Promise.all([read("lamp"), read("lamp"), read("lamp")]);
    expect(answers).toEqual(["lamp #1", "lamp #1", "lamp #1"]);
    expect(reads()).toBe(1);
  });

  it("does not keep a read that failed", async () => {
    const { pages, read } = setUp();
    await expect(pages.read("lamp", () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    expect(pages.size).toBe(0);
    expect(await read("lamp", "lamp, read again")).toBe("lamp, read again");
  });

  it("reads again after forget(), also when the earlier read had not finished", async () => {
    const { pages, read, reads } = setUp();
    await read("lamp");
    pages.forget();
    expect(await read("lamp")).toBe("lamp #2");

    let finish = (_answer: string) => {};
    const running = pages.read("socks", () => new Promise<string>((resolve) => (finish = resolve)));
    pages.forget();
    // A caller after the write starts its own read; the one that began before it still gets its answer.
    expect(await read("socks")).toBe("socks #3");
    finish("socks, before the write");
    expect(await running).toBe("socks, before the write");
    expect(await read("socks")).toBe("socks #3");
    expect(reads()).toBe(3);
  });

  it("keeps at most maxPages, dropping the oldest", async () => {
    const { pages, read, reads } = setUp(1000, 2);
    await read("a");
    await read("b");
    await read("c");
    expect(pages.size).toBe(2);
    expect(await read("c")).toBe("c #3");
    expect(await read("b")).toBe("b #2");
    expect(await read("a")).toBe("a #4");
    expect(reads()).toBe(4);
  });
});
