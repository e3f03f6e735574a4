import { Dialog, type DialogProps } from "antd-mobile";
import { useLayoutEffect, useState } from "react";

/**
 * antd-mobile's Dialog, drawn from the first time it opens. A closed Dialog still renders its mask,
 * popup and spring animations with every render of its screen: the profile's four closed dialogs
 * were about a tenth of its first render on a 4x-slow phone (bench/cold-profile.bench.ts). On the
 * first opening it mounts closed and opens before the frame is painted, so it still animates in
 * (mounted open, antd's springs would start at their end); once opened it stays, to animate out.
 */
export function LazyDialog(props: DialogProps) {
  const [opened, setOpened] = useState(false);
  useLayoutEffect(() => {
    if (props.visible) setOpened(true);
  }, [props.visible]);
  if (!opened && !props.visible) return null;
  return <Dialog {...props} visible={opened && props.visible === true} />;
}
