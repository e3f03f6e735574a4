import { Popup, type PopupProps } from "antd-mobile";
import { useOpenedOnce, useVisibleAfterMount } from "./overlay-opening";

/**
 * antd-mobile's Popup (a bottom sheet), drawn from the first time it opens, as LazyDialog draws
 * dialogs. A closed Popup still makes its spring, its swipe handler and its scroll lock on every
 * render of the screen under it: about 45 ms of /pending-shipment's first render on a 4x-slow
 * phone for its three closed sheets (a CPU profile of six cold loads; bench/README.md). Once
 * opened it stays, to slide out.
 */
export function LazySheet(props: PopupProps) {
  const opened = useOpenedOnce(props.visible);
  return opened ? <MountedClosedFirst {...props} /> : null;
}

/** Mounts closed and opens before the frame is painted, so the sheet slides in. */
function MountedClosedFirst(props: PopupProps) {
  const visible = useVisibleAfterMount(props.visible);
  return <Popup {...props} visible={visible} />;
}
