import { NOTIFICATION_EVENT, SOCKET_PATH } from "@seller/contract/notifications";
import { useSyncExternalStore } from "react";
import { io, type Socket } from "socket.io-client";
import { createReconnectPolicy } from "./reconnect-policy";

/** Spec section 4's five states. */
export type ConnectionState = "disconnected" | "connecting" | "connected" | "unavailable" | "failed";

type Listener = (payload: unknown) => void;

let socket: Socket | null = null;
let token: string | null = null;
let state: ConnectionState = "disconnected";
const stateListeners = new Set<() => void>();
const notificationListeners = new Set<Listener>();

function setState(next: ConnectionState): void {
  if (next === state) return;
  state = next;
  for (const listener of stateListeners) listener();
}

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
  const next = io({ path: SOCKET_PATH, auth: { token }, reconnection: false, autoConnect: false });
  next.on("connect", () => {
    policy.connected();
    setState("connected");
  });
  // Spec section 4: a disconnect or an error schedules a retry; a signed-out seller has no token to retry with.
  next.on("disconnect", () => lost("disconnected"));
  next.on("connect_error", () => lost("unavailable"));
  next.on(NOTIFICATION_EVENT, (payload: unknown) => {
    for (const listener of notificationListeners) listener(payload);
  });
  socket = next;
  next.connect();
}

const onOnline = () => policy.online();
const onOffline = () => policy.offline();
const onVisibility = () => {
  if (document.visibilityState === "visible" && state !== "connected") policy.visible();
};

/** Starts the channel for a signed-in seller; without a token it stops silently (spec section 4). */
export function startRealtime(nextToken: string | null): void {
  if (!nextToken) {
    stopRealtime();
    return;
  }
  if (nextToken === token && socket) return;
  token = nextToken;
  window.addEventListener("online", onOnline);
  window.addEventListener("offline", onOffline);
  document.addEventListener("visibilitychange", onVisibility);
  policy.manual();
}

/** Logout or token removal: no timer, no socket, no listeners left behind. */
export function stopRealtime(): void {
  token = null;
  policy.stop();
  closeSocket();
  window.removeEventListener("online", onOnline);
  window.removeEventListener("offline", onOffline);
  document.removeEventListener("visibilitychange", onVisibility);
  setState("disconnected");
}

/** The settings sheet's reconnect button: a fresh set of attempts. */
export function reconnectRealtime(): void {
  policy.manual();
}

export function onRealtimeNotification(listener: Listener): () => void {
  notificationListeners.add(listener);
  return () => notificationListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
