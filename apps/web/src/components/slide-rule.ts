import { SLIDE_HANDLE_WIDTH_PX, SLIDE_VERIFY_THRESHOLD } from "@seller/contract/constants";

/** How far the handle can travel: the track minus the 40 px handle. */
export function slideRange(trackWidth: number, handleWidth = SLIDE_HANDLE_WIDTH_PX): number {
  return Math.max(0, trackWidth - handleWidth);
}

/** Spec section 4: verified when the handle reaches 90% or more of the track minus the handle. */
export function isSlideVerified(
  offset: number,
  trackWidth: number,
  handleWidth = SLIDE_HANDLE_WIDTH_PX,
): boolean {
  const range = slideRange(trackWidth, handleWidth);
  return range > 0 && offset >= range * SLIDE_VERIFY_THRESHOLD;
}

export function clampOffset(offset: number, range: number): number {
  return Math.min(Math.max(offset, 0), range);
}

const KEY_STEP = 0.25;

/** Keyboard moves: arrows step a quarter, End, Enter and Space go all the way; undefined for other keys. */
export function offsetForKey(key: string, offset: number, range: number): number | undefined {
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return clampOffset(offset + range * KEY_STEP, range);
    case "ArrowLeft":
    case "ArrowDown":
      return clampOffset(offset - range * KEY_STEP, range);
    case "Home":
      return 0;
    case "End":
    case "Enter":
    case " ":
      return range;
    default:
      return undefined;
  }
}
