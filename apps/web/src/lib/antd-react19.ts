// Its own module, not the package index: the index would bring Dialog into every first download.
import { unstableSetRender } from "antd-mobile/es/utils/unstable-render";
import { createRoot, type Root } from "react-dom/client";

/**
 * antd-mobile 5 renders its imperative overlays (Toast.show, Dialog.alert,
 * ImageViewer.show) with ReactDOM.render, which React 19 removed. Its own
 * documented bridge ("v5 for 19") hands it createRoot instead.
 */
export function enableAntdImperativeRender(): void {
  const roots = new WeakMap<Element | DocumentFragment, Root>();
  unstableSetRender((node, container) => {
    const root = roots.get(container) ?? createRoot(container);
    roots.set(container, root);
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
