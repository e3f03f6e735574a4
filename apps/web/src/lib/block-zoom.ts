/**
 * Spec section 2: page zoom is blocked. The viewport meta covers most phones;
 * iOS Safari ignores it, so pinch (gesture*), two-finger touchmove, ctrl + wheel
 * (trackpad pinch on desktop) and ctrl/cmd with + - = 0 are stopped here too.
 */
const ZOOM_KEYS = new Set(["+", "-", "=", "_", "0"]);

export function blockZoom(target: Window = window): () => void {
  const stop = (event: Event) => event.preventDefault();
  const onWheel = (event: WheelEvent) => {
    if (event.ctrlKey || event.metaKey) event.preventDefault();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && ZOOM_KEYS.has(event.key)) event.preventDefault();
  };
  const onTouchMove = (event: TouchEvent) => {
    if (event.touches.length > 1) event.preventDefault();
  };
  // Passive listeners cannot cancel the default: these must be active.
  const active = { passive: false } as const;
  target.addEventListener("gesturestart", stop, active);
  target.addEventListener("gesturechange", stop, active);
  target.addEventListener("wheel", onWheel, active);
  target.addEventListener("keydown", onKeyDown);
  target.addEventListener("touchmove", onTouchMove, active);
  return () => {
    target.removeEventListener("gesturestart", stop);
    target.removeEventListener("gesturechange", stop);
    target.removeEventListener("wheel", onWheel);
    target.removeEventListener("keydown", onKeyDown);
    target.removeEventListener("touchmove", onTouchMove);
  };
}
