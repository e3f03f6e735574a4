import { io, type Socket } from "socket.io-client";
import type { ConnectionState } from "./connection-state";
import { createReconnectPolicy } from "./reconnect-policy";

/**
 * The console's socket.io-client comes from here too, as lazily: the library and this module
 * then make one chunk, this module's. Shared otherwise, the library has a chunk apart and this
 * module one more, and a cold /profile's files would pass 20.
 */
export { io } from "socket.io-client";

/** What the socket tells the app, and the two names it needs: given, not imported (see below). */
export type RealtimeSocketDeps = {
  path: string;
  event: string;
  state: () => ConnectionState;
  setState: (next: ConnectionState) => void;
  connected: () => void;
  notification: (payload: unknown) => void;
};

export type RealtimeSocket = {
  start(token: string | null): void;
  stop(): void;
  reconnect(): void;
};

/**
 * The socket itself, with socket.io-client: loaded after the first screen is
 * painted (realtime-connection.ts), so a cold start neither downloads nor runs
 * it before the screen shows. The console loads this module too (for io,
 * below): it imports nothing else of the seller app, or the console would
 * download the seller app's chunks, and runs nothing until called.
 */
export function createRealtimeSocket(deps: RealtimeSocketDeps): RealtimeSocket {
  const { setState } = deps;
  let socket: Socket | null = null;
  let token: string | null = null;

  const policy = createReconnectPolicy({
    connect: () => open(),
    isOnline: () => navigator.onLine,
    hasToken: () => token !== null,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  });

  function closeSocket(): void {
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
  }

  function lost(next: ConnectionState): void {
    setState(next);
    if (policy.lost() === "exhausted") setState("failed");
  }

  function open(): void {
    if (!token) return;
    closeSocket();
    setState("connecting");
    // Same origin (the CSP's connect-src 'self' ws: wss:); our policy retries, not the library.
    const next = io({ path: deps.path, auth: { token }, reconnection: false, autoConnect: false });
    next.on("connect", () => {
      policy.connected();
      setState("connected");
      deps.connected();
    });
    // Spec section 4: a disconnect or an error schedules a retry; a signed-out seller has no token to retry with.
    next.on("disconnect", () => lost("disconnected"));
    next.on("connect_error", () => lost("unavailable"));
    next.on(deps.event, deps.notification);
    socket = next;
    next.connect();
  }

  const onOnline = () => policy.online();
  const onOffline = () => policy.offline();
  const onVisibility = () => {
    if (document.visibilityState === "visible" && deps.state() !== "connected") policy.visible();
  };

  function stop(): void {
    token = null;
    policy.stop();
    closeSocket();
    window.removeEventListener("online", onOnline);
    window.removeEventListener("offline", onOffline);
    document.removeEventListener("visibilitychange", onVisibility);
    setState("disconnected");
  }

  return {
    /** Starts the channel for a signed-in seller; without a token it stops silently (spec section 4). */
    start(nextToken) {
      if (!nextToken) {
        stop();
        return;
      }
      if (nextToken === token && socket) return;
      token = nextToken;
      window.addEventListener("online", onOnline);
      window.addEventListener("offline", onOffline);
      document.addEventListener("visibilitychange", onVisibility);
      policy.manual();
    },
    /** Logout or token removal: no timer, no socket, no listeners left behind. */
    stop,
    /** The settings sheet's reconnect button: a fresh set of attempts. */
    reconnect() {
      policy.manual();
    },
  };
}
