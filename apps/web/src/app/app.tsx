import { BrowserRouter } from "react-router";
import { AppProvider } from "./provider";
import { AppRoutes } from "./router";
import { DialogHost } from "./shell/dialog-host";
import { NotificationEffects } from "./shell/notification-effects";
import { OfflineBanner } from "./shell/offline-banner";
import { SessionEffects } from "./shell/session-effects";
import { ToastLayer } from "./shell/toast-layer";

export function App() {
  return (
    <BrowserRouter>
      <AppProvider>
        <SessionEffects />
        <NotificationEffects />
        <AppRoutes />
        <DialogHost />
        <ToastLayer />
        <OfflineBanner />
      </AppProvider>
    </BrowserRouter>
  );
}
