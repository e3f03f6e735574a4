import { useSyncExternalStore } from "react";

/** Spec section 4's five states. */
export type ConnectionState = "disconnected" | "connecting" | "connected" | "unavailable" | "failed";

type Listener = (payload: unknown) => void;

/**
 * What the screens see of the live channel: its state, its notifications and
 * its connects. Kept apart from the socket (realtime-socket.ts), which is
 * loaded after the first screen: the screens read this at once.
 */
let state: ConnectionState = "disconnected";
const stateListeners = new Set<() => void>();
const notificationListeners = new Set<Listener>();
const connectListeners = new Set<() => void>();

export function connectionState(): ConnectionState {
  return state;
}

export function setConnectionState(next: ConnectionState): void {
  if (next === state) return;
  state = next;
  for (const listener of stateListeners) listener();
}

export function deliverNotification(payload: unknown): void {
  for (const listener of notificationListeners) listener(payload);
}

export function deliverConnected(): void {
  for (const listener of connectListeners) listener();
}

export function onRealtimeNotification(listener: Listener): () => void {
  notificationListeners.add(listener);
  return () => notificationListeners.delete(listener);
}

/** Each connect, the first and every reconnect: what was sent while there was no socket never came. */
export function onRealtimeConnected(listener: () => void): () => void {
  connectListeners.add(listener);
  return () => connectListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribe, connectionState, connectionState);
}
