import { QUEUES_CHANGED_EVENT } from "@seller/contract/console";
import { SOCKET_PATH } from "@seller/contract/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Socket } from "socket.io-client";
import { useSession } from "./session";

/**
 * The operator room (DECISIONS "Operator console", ARCHITECTURE.md "Real
 * time"): when a seller or buyer acts, the server pings every console and the
 * open lists and the dashboard read again. Events never write into the cache
 * (STYLE.md 8). A ping sent while the socket was away is lost, so every connect
 * reads them again too, and the socket keeps trying for as long as the console
 * is open: an operator never watches a queue that stopped following.
 *
 * socket.io-client comes lazily through the seller app's socket module, as the
 * seller app loads it after its first screen: one chunk, the module's own.
 * (Imported at once here, the library would sit in a chunk apart and the
 * seller app would fetch two files later, not one.)
 */
export function useQueueUpdates(): void {
  const session = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!session) return;
    let socket: Socket | undefined;
    let closed = false;
    void import("../features/notifications/realtime/realtime-socket").then(({ io }) => {
      if (closed) return;
      socket = io({
        path: SOCKET_PATH,
        transports: ["websocket"],
        auth: { token: session.token },
        reconnectionDelay: 1000,
        reconnectionDelayMax: 30_000,
      });
      const readAgain = () => void queryClient.invalidateQueries({ queryKey: ["console"] });
      socket.on("connect", readAgain);
      socket.on(QUEUES_CHANGED_EVENT, readAgain);
    });
    return () => {
      closed = true;
      socket?.close();
    };
  }, [session, queryClient]);
}
