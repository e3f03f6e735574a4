import { NOTIFICATION_EVENT, type SellerNotification, SOCKET_PATH } from "@seller/contract/notifications";
import { io, type Socket } from "socket.io-client";
import type { App } from "../app";

/** The app listening on a free local port, for clients that need a real socket. */
export async function listening(app: App): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}`;
}

/** A socket.io-client as the web app opens it: websocket, token in the handshake, no automatic retry. */
export function connectSocket(url: string, token?: string): Socket {
  return io(url, {
    path: SOCKET_PATH,
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
    ...(token === undefined ? {} : { auth: { token } }),
  });
}

/** Resolves once connected; rejects with the server's refusal (connect_error). */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", (error) => reject(error));
  });
}

export function refusal(socket: Socket): Promise<Error & { data?: { code: string; message: string } }> {
  return new Promise((resolve, reject) => {
    socket.once("connect", () => reject(new Error("connected, expected a refusal")));
    socket.once("connect_error", (error) => resolve(error));
  });
}

export function nextNotification(socket: Socket, timeoutMs = 5000): Promise<SellerNotification> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no notification arrived")), timeoutMs);
    socket.once(NOTIFICATION_EVENT, (notification: SellerNotification) => {
      clearTimeout(timer);
      resolve(notification);
    });
  });
}

export function disconnection(socket: Socket, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("still connected")), timeoutMs);
    socket.once("disconnect", (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
