import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { firstScreenReady, preloadScreen } from "./app/preload-screen";
import { keepBootMark } from "./app/shell/start-loading";
import { paths } from "./config/paths";
import { initI18n } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";
import { registerServiceWorker } from "./lib/service-worker";
import { getSession } from "./lib/session-store";

registerServiceWorker();
const queryClient = createQueryClient();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
keepBootMark(container);
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
// The first screen shows once its language's texts, its code and its opening call's answer are there
// (app/preload-screen.ts); should any fail or be slow to come, it still shows.
// A signed-out start at the sign-in screen needs only that screen's part (app/shell/complete-texts.tsx).
const signInOnly = getSession() === null && window.location.pathname === paths.login.pattern;
const texts = initI18n(undefined, signInOnly ? ["signed-out"] : undefined);
// After the texts have started: i18next takes its language at once, and the first calls carry it.
firstScreenReady(texts, preloadScreen(window.location, queryClient)).then(render);
