import { NOTIFICATION_EVENT, SOCKET_PATH } from "@seller/contract/notifications";
import {
  connectionState,
  deliverConnected,
  deliverNotification,
  setConnectionState,
} from "./connection-state";
import type { RealtimeSocket } from "./realtime-socket";

export {
  type ConnectionState,
  onRealtimeConnected,
  onRealtimeNotification,
  useConnectionState,
} from "./connection-state";

/**
 * The live channel's switch. socket.io-client is some 13 KB of gzip and its
 * start-up work: a cold start loads it only once its first screen is shown
 * (`shown`), never before. What it would have delivered in the meantime is
 * read again on connect (onRealtimeConnected).
 */
let wanted: string | null = null;
let loading: Promise<RealtimeSocket> | null = null;
let loaded: RealtimeSocket | null = null;

function load(): Promise<RealtimeSocket> {
  loading ??= import("./realtime-socket").then(
    ({ createRealtimeSocket }) => {
      loaded = createRealtimeSocket({
        path: SOCKET_PATH,
        event: NOTIFICATION_EVENT,
        state: connectionState,
        setState: setConnectionState,
        connected: deliverConnected,
        notification: deliverNotification,
      });
      return loaded;
    },
    (error: unknown) => {
      // Offline or a new release: the reconnect button or the next start loads it again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function startWhenLoaded(token: string): void {
  load().then(
    (socket) => {
      // Signed out, or another token, while it loaded: that start is no longer wanted.
      if (wanted === token) socket.start(token);
    },
    () => {
      if (wanted === token) setConnectionState("failed");
    },
  );
}

/** Starts the channel for a signed-in seller once `shown` settles; without a token it stops (spec section 4). */
export function startRealtime(token: string | null, shown: Promise<unknown> = Promise.resolve()): void {
  if (!token) {
    stopRealtime();
    return;
  }
  if (token === wanted) return;
  wanted = token;
  if (loaded) {
    loaded.start(token);
    return;
  }
  setConnectionState("connecting");
  void shown.finally(() => {
    if (wanted === token) startWhenLoaded(token);
  });
}

/** Logout or token removal: no timer, no socket, no listeners left behind. */
export function stopRealtime(): void {
  wanted = null;
  loaded?.stop();
  setConnectionState("disconnected");
}

/** The settings sheet's reconnect button: a fresh set of attempts, loading the socket now if it is not yet. */
export function reconnectRealtime(): void {
  if (loaded) loaded.reconnect();
  else if (wanted) {
    setConnectionState("connecting");
    startWhenLoaded(wanted);
  }
}
