import type { QueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { BrowserRouter } from "react-router";
import { useSession } from "../lib/session-store";
import { AppProvider } from "./provider";
import { AppRoutes } from "./router";
import { CompleteTexts } from "./shell/complete-texts";
import { DialogHost } from "./shell/dialog-host";
import { OfflineBanner } from "./shell/offline-banner";
import { SessionEffects } from "./shell/session-effects";
import { ToastLayer } from "./shell/toast-layer";

// The live channel (socket.io) and the notification feed only matter once signed in:
// the sign-in screen does not download them.
const NotificationEffects = lazy(() =>
  import("./signed-in-start").then((m) => ({ default: m.NotificationEffects })),
);

function SignedInEffects() {
  const session = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <NotificationEffects />
    </Suspense>
  );
}

/** The seller app; its query client is made at start-up, when the first screen's data is already asked for. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <AppProvider queryClient={queryClient}>
        <SessionEffects />
        <SignedInEffects />
        <CompleteTexts>
          <AppRoutes />
        </CompleteTexts>
        <DialogHost />
        <ToastLayer />
        <OfflineBanner />
      </AppProvider>
    </BrowserRouter>
  );
}
