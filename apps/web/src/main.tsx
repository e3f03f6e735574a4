import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadScreen } from "./app/preload-screen";
import { paths } from "./config/paths";
import { enableAntdImperativeRender } from "./lib/antd-react19";
import { blockZoom } from "./lib/block-zoom";
import { initI18n } from "./lib/i18n";
import { registerServiceWorker } from "./lib/service-worker";
import { getSession } from "./lib/session-store";

blockZoom();
enableAntdImperativeRender();
registerServiceWorker();
preloadScreen(window.location.pathname);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The first screen shows once its language's texts are there; should they fail to load, it still shows.
// A signed-out start at the sign-in screen needs only that screen's part (app/shell/complete-texts.tsx).
const signInOnly = getSession() === null && window.location.pathname === paths.login.pattern;
initI18n(undefined, signInOnly ? ["signed-out"] : undefined).then(render, render);
