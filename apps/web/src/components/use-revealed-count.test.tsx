// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REVEAL_STEP, useRevealedCount } from "./use-revealed-count";

/** The observers the page made, with what each watches: a test tells one its sentinel came near. */
const observers: {
  callback: IntersectionObserverCallback;
  targets: Element[];
  options?: IntersectionObserverInit;
}[] = [];

class FakeIntersectionObserver {
  private readonly entry;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, targets: [] as Element[], options };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.targets.length = 0;
  }
}

function List({ total }: { total: number }) {
  const { shown, sentinel } = useRevealedCount(total);
  return (
    <div>
      <p data-testid="shown">{shown}</p>
      {shown < total ? <div key={shown} ref={sentinel} data-testid="sentinel" /> : null}
    </div>
  );
}

const nearViewport = () => {
  const watching = observers.filter((observer) => observer.targets.length > 0);
  expect(watching).toHaveLength(1);
  const [observer] = watching;
  act(() =>
    observer?.callback(
      [{ isIntersecting: true, target: observer.targets[0] } as unknown as IntersectionObserverEntry],
      observer as unknown as IntersectionObserver,
    ),
  );
};

afterEach(() => {
  cleanup();
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe("useRevealedCount", () => {
  it("draws a first slice, then a step more each time the end nears the viewport, up to the whole list", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    render(<List total={50} />);
    expect(screen.getByTestId("shown").textContent).toBe(String(REVEAL_STEP));
    expect(observers[0]?.options?.rootMargin).toMatch(/^0px 0px \d+px 0px$/);
    nearViewport();
    expect(screen.getByTestId("shown").textContent).toBe(String(2 * REVEAL_STEP));
    nearViewport();
    expect(screen.getByTestId("shown").textContent).toBe("50");
    expect(screen.queryByTestId("sentinel")).toBeNull();
    expect(observers.every((observer) => observer.targets.length === 0)).toBe(true);
  });

  it("draws a short list whole, and everything where the browser has no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    const { unmount } = render(<List total={7} />);
    expect(screen.getByTestId("shown").textContent).toBe("7");
    unmount();
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<List total={100} />);
    expect(screen.getByTestId("shown").textContent).toBe("100");
  });
});
