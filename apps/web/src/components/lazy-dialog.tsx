import type { DialogProps } from "antd-mobile";
import { Suspense, useEffect } from "react";
import { Dialog, loadDialogCode } from "./antd-dialog";
import { useOpenedOnce, useVisibleAfterMount } from "./overlay-opening";
import { useEscapeToClose } from "./use-escape-to-close";

/**
 * antd-mobile's Dialog, drawn and its code fetched from the first time it opens. A closed Dialog
 * still renders its mask, popup and spring animations with every render of its screen: the
 * profile's four closed dialogs were about a tenth of its first render on a 4x-slow phone, and
 * their code a tenth of its first download (bench/cold-profile.bench.ts). Once opened it stays,
 * to animate out. A dialog the mask closes, Escape closes too.
 */
export function LazyDialog(props: DialogProps) {
  const opened = useOpenedOnce(props.visible);
  useDialogCodeFromFirstTouch(!opened);
  useEscapeToClose(props.visible === true && props.closeOnMaskClick === true, props.onClose);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MountedClosedFirst {...props} />
    </Suspense>
  );
}

/**
 * Starts fetching the dialog's code at the seller's first touch of a screen that has one to open:
 * a tap's press comes a tenth of a second or more before its click, and on a slow link the first
 * opening otherwise waited 0.5-1.2 s for the code. Not earlier: a cold start's first screen
 * downloads only what it shows (bench/cold-profile.bench.ts counts its files).
 */
function useDialogCodeFromFirstTouch(waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return;
    const fetchCode = () => void loadDialogCode().catch(() => undefined);
    document.addEventListener("pointerdown", fetchCode, { capture: true, once: true });
    return () => document.removeEventListener("pointerdown", fetchCode, { capture: true });
  }, [waiting]);
}

/**
 * Mounts closed and opens before the frame is painted, so antd's springs animate it in (mounted
 * open, they would start at their end), whether or not its code had to be fetched first.
 */
function MountedClosedFirst(props: DialogProps) {
  const visible = useVisibleAfterMount(props.visible);
  return <Dialog {...props} visible={visible} />;
}
