import { BrowserRouter } from "react-router";
import { AppProvider } from "./provider";
import { AppRoutes } from "./router";
import { DialogHost } from "./shell/dialog-host";
import { SessionEffects } from "./shell/session-effects";
import { ToastLayer } from "./shell/toast-layer";

export function App() {
  return (
    <BrowserRouter>
      <AppProvider>
        <SessionEffects />
        <AppRoutes />
        <DialogHost />
        <ToastLayer />
      </AppProvider>
    </BrowserRouter>
  );
}
