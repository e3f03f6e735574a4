import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { enableAntdImperativeRender } from "./lib/antd-react19";
import { blockZoom } from "./lib/block-zoom";
import { initI18n } from "./lib/i18n";
import { registerServiceWorker } from "./lib/service-worker";

initI18n();
blockZoom();
enableAntdImperativeRender();
registerServiceWorker();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
