import { Popup, type PopupProps } from "antd-mobile";
import { useLayoutEffect, useState } from "react";

/**
 * antd-mobile's Popup (a bottom sheet), drawn from the first time it opens. A closed Popup still
 * makes its spring, its swipe handler and its scroll lock on every render of the screen under it:
 * about 45 ms of /pending-shipment's first render on a 4x-slow phone for its three closed sheets
 * (a CPU profile of six cold loads; bench/README.md). Once opened it stays, to slide out, as LazyDialog does for dialogs.
 */
export function LazySheet(props: PopupProps) {
  const [opened, setOpened] = useState(false);
  if (props.visible && !opened) setOpened(true);
  return opened ? <MountedClosedFirst {...props} /> : null;
}

/** Mounts closed and opens before the frame is painted, so the sheet slides in (mounted open, its spring would start at its end). */
function MountedClosedFirst(props: PopupProps) {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  return <Popup {...props} visible={mounted && props.visible === true} />;
}
