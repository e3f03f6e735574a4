import { useEffect, useRef } from "react";

/** The open dialogs' closers, the last opened last: Escape closes the one on top only. */
const openDialogs: (() => void)[] = [];

function closeTopDialog(event: KeyboardEvent): void {
  const closeTop = openDialogs.at(-1);
  if (event.key !== "Escape" || !closeTop) return;
  event.preventDefault();
  closeTop();
}

/**
 * Escape closes an open dialog, as a keyboard user (and a phone with one) expects of any dialog;
 * antd-mobile's Dialog listens for none. Only while `active`: a dialog that must be answered leaves
 * it off.
 */
export function useEscapeToClose(active: boolean, close: (() => void) | undefined): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!active) return;
    const entry = () => latest.current?.();
    openDialogs.push(entry);
    if (openDialogs.length === 1) document.addEventListener("keydown", closeTopDialog);
    return () => {
      openDialogs.splice(openDialogs.indexOf(entry), 1);
      if (openDialogs.length === 0) document.removeEventListener("keydown", closeTopDialog);
    };
  }, [active]);
}
