import { useCallback, useRef, useState } from "react";

/** Items drawn at first, and added each time the end of the drawn part nears the viewport. */
export const REVEAL_STEP = 20;
/** How far below the viewport the end of the drawn part starts drawing more: about a phone's screen. */
const AHEAD = "0px 0px 800px 0px";

/**
 * How many items of a long list to draw. A page of a hundred product cards drawn at once kept a
 * phone's main thread busy for about a second before the screen answered a tap (Lighthouse, /shop:
 * total blocking time 1,091 ms at 4x CPU; bench/README.md); the first twenty fill more than a
 * screen, and the rest follow as the seller scrolls, before they come into view. The data is all
 * there: select-all and the counters still count every loaded item. Put `sentinel` on an element
 * after the drawn items, keyed by `shown`, so that each step observes a new one.
 */
export function useRevealedCount(total: number): { shown: number; sentinel: (node: Element | null) => void } {
  const [revealed, setRevealed] = useState(REVEAL_STEP);
  const observer = useRef<IntersectionObserver | null>(null);
  const sentinel = useCallback((node: Element | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setRevealed((count) => count + REVEAL_STEP);
      },
      { rootMargin: AHEAD },
    );
    observer.current.observe(node);
  }, []);
  // Without IntersectionObserver (an old browser) nothing would draw the rest: all of it at once.
  const shown = typeof IntersectionObserver === "undefined" ? total : Math.min(revealed, total);
  return { shown, sentinel };
}
