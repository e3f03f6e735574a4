import { useLayoutEffect, useState } from "react";

/*
 * antd-mobile's overlays (Dialog, Popup) build their springs, masks and gesture handlers with every
 * render of the screen under them, open or closed. LazyDialog and LazySheet draw one only from its
 * first opening, and open it a frame after it mounts so the spring animates it in.
 */

/** Whether the overlay has been visible yet: from then on it stays drawn, to animate out. */
export function useOpenedOnce(visible: boolean | undefined): boolean {
  const [opened, setOpened] = useState(false);
  if (visible && !opened) setOpened(true);
  return opened;
}

/**
 * The `visible` to draw a just-mounted overlay with: closed for its first commit, then as asked,
 * before the frame is painted (mounted open, its spring would start at its end).
 */
export function useVisibleAfterMount(visible: boolean | undefined): boolean {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  return mounted && visible === true;
}
