import type { DialogProps } from "antd-mobile";
import { Suspense, useLayoutEffect, useState } from "react";
import { Dialog } from "./antd-dialog";

/**
 * antd-mobile's Dialog, drawn and its code fetched from the first time it opens. A closed Dialog
 * still renders its mask, popup and spring animations with every render of its screen: the
 * profile's four closed dialogs were about a tenth of its first render on a 4x-slow phone, and
 * their code a tenth of its first download (bench/cold-profile.bench.ts). Once opened it stays,
 * to animate out.
 */
export function LazyDialog(props: DialogProps) {
  const [opened, setOpened] = useState(false);
  if (props.visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MountedClosedFirst {...props} />
    </Suspense>
  );
}

/**
 * Mounts closed and opens before the frame is painted, so antd's springs animate it in (mounted
 * open, they would start at their end), whether or not its code had to be fetched first.
 */
function MountedClosedFirst(props: DialogProps) {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  return <Dialog {...props} visible={mounted && props.visible === true} />;
}
