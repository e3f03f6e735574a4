import { OPERATOR_ROOM, QUEUES_CHANGED_EVENT } from "@seller/contract/console";
import { translate } from "@seller/contract/messages";
import {
  NOTIFICATION_EVENT,
  notificationRoom,
  type SellerNotification,
  SOCKET_PATH,
} from "@seller/contract/notifications";
import { createAdapter } from "@socket.io/postgres-adapter";
import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import type pg from "pg";
import { Server, type Socket } from "socket.io";
import { AppError } from "../lib/app-error";
import type { Publish, Written } from "../lib/outbox";
import { operatorMustChangePassword } from "../modules/admin/service";
import type { ActiveSession } from "../modules/auth/sessions";
import { activeSession } from "./auth";
import { languageOf } from "./language";

export type Realtime = {
  /** Emits committed notifications to their sellers' rooms, on every node. */
  publish: Publish;
  /** A revoked session (logout) keeps no live channel, on whichever node it is connected. */
  disconnectSession(sessionId: number): void;
  /** Tells every open operator console that a queue may have changed (at most every QUEUE_PING_MS). */
  queuesChanged(): void;
  io: Server<NoEvents, ServerEvents, PeerEvents, SocketData>;
};

declare module "fastify" {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Every socket of one session is also in this room, so a logout can find them across nodes. */
const sessionRoom = (sessionId: number) => `session.${sessionId}`;
/** setTimeout's ceiling (about 24.8 days); a longer session is re-checked on its next connect. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type SocketData = { session: ActiveSession };
type ServerEvents = {
  [NOTIFICATION_EVENT]: (notification: SellerNotification) => void;
  [QUEUES_CHANGED_EVENT]: () => void;
};
/** Many acts in a burst (a batch ship, a busy hour) make one refresh of each console, not one each. */
const QUEUE_PING_MS = 500;
type NoEvents = Record<string, never>;
/** Between nodes: one message per committed transaction, whatever the number of sellers. */
const COMMITTED = "notifications.committed";
type PeerEvents = { [COMMITTED]: (written: Written[]) => void };
type SellerSocket = Socket<NoEvents, ServerEvents, PeerEvents, SocketData>;
/** Keeps each message between nodes a modest row in socket_io_attachments. */
const PEER_CHUNK = 500;

/**
 * The pool as the PostgreSQL adapter sees it. The adapter holds one client out
 * of the pool for LISTEN and listens to its "end" (then reconnects), but not to
 * its "error": a dropped connection (a restart, a failover, pg_terminate_backend)
 * emitted an unhandled "error" that ended the process. Here each such client
 * gets an error listener that logs and hands the broken client back to the pool
 * to be destroyed (else each reconnection would keep one of the pool's places);
 * its "end" follows, and the adapter connects and listens again.
 */
function listenerPool(pool: pg.Pool, log: FastifyBaseLogger): pg.Pool {
  const connect = async () => {
    const client = await pool.connect();
    let released = false;
    const release = client.release.bind(client);
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      release(error);
    };
    client.on("error", (error) => {
      log.warn({ err: error }, "socket.io adapter: LISTEN connection lost; reconnecting");
      client.release(error);
    });
    return client;
  };
  // The adapter calls only connect and query (for NOTIFY and its attachments table). query stays
  // the pool's own, called on the pool: it checks clients out through the pool's connect.
  return { connect, query: pool.query.bind(pool) } as unknown as pg.Pool;
}

/**
 * Socket.IO on the API server (DECISIONS.md "Real time"): the handshake
 * carries the bearer token in `auth.token`, checked like an HTTP call's; the
 * socket joins `seller.{id}.notifications` and receives `seller.notification`.
 * With a PostgreSQL pool, @socket.io/postgres-adapter (LISTEN/NOTIFY) carries
 * emits and disconnects to the other nodes.
 */
export default fp<{ pool?: pg.Pool | undefined }>(
  async (app, options) => {
    const io = new Server<NoEvents, ServerEvents, PeerEvents, SocketData>(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      ...(options.pool
        ? {
            adapter: createAdapter(listenerPool(options.pool, app.log), {
              errorHandler: (error) => app.log.error({ err: error }, "socket.io adapter"),
            }),
          }
        : {}),
    });

    io.use(async (socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      const language = languageOf({ headers: socket.handshake.headers });
      try {
        if (typeof token !== "string") throw new AppError("AUTH_TOKEN_INVALID", "server.tokenMissing");
        const session = await activeSession(app.db, token);
        if (session.kind === "operator" && (await operatorMustChangePassword(app.db, session.ownerId)))
          throw new AppError("AUTH_PERMISSION_DENIED", "security.operatorMustChangePassword");
        socket.data.session = session;
        next();
      } catch (error) {
        // The client reads connect_error's message as the error code, and data.message as the text.
        const failure = error instanceof AppError ? error : new AppError("SERVER_ERROR");
        if (!(error instanceof AppError)) app.log.error({ err: error }, "socket handshake failed");
        const refused = new Error(failure.code) as Error & { data?: unknown };
        refused.data = { code: failure.code, message: translate(language, failure.messageKey) };
        next(refused);
      }
    });

    io.on("connection", (socket: SellerSocket) => {
      const { session } = socket.data;
      // An operator's console listens to the operator room only: it hears that queues changed, no seller's notice.
      const room = session.kind === "operator" ? OPERATOR_ROOM : notificationRoom(session.ownerId);
      void socket.join([room, sessionRoom(session.id)]);
      // An expired token must not keep listening: the channel ends with the session.
      const expiresIn = Math.min(Math.max(session.expiresAt.getTime() - Date.now(), 0), MAX_TIMER_MS);
      const timer = setTimeout(() => socket.disconnect(true), expiresIn);
      socket.once("disconnect", () => clearTimeout(timer));
    });

    const deliverHere = (written: Written[]) => {
      for (const { sellerId, notification } of written) {
        io.local.to(notificationRoom(sellerId)).emit(NOTIFICATION_EVENT, notification);
      }
    };
    io.on(COMMITTED, deliverHere);

    let queuePing: NodeJS.Timeout | undefined;
    app.decorate<Realtime>("realtime", {
      io,
      publish(written) {
        deliverHere(written);
        // Not io.to(room).emit per seller: with the adapter each such emit waits for its own
        // NOTIFY before local delivery, and 2,000 of them queue (bench/README.md).
        if (!options.pool) return;
        for (let start = 0; start < written.length; start += PEER_CHUNK) {
          io.serverSideEmit(COMMITTED, written.slice(start, start + PEER_CHUNK));
        }
      },
      disconnectSession(sessionId) {
        io.in(sessionRoom(sessionId)).disconnectSockets(true);
      },
      queuesChanged() {
        if (queuePing) return;
        queuePing = setTimeout(() => {
          queuePing = undefined;
          // io.to(...) and not io.local: with the adapter, consoles on every node hear it.
          io.to(OPERATOR_ROOM).emit(QUEUES_CHANGED_EVENT);
        }, QUEUE_PING_MS);
      },
    });

    // Whatever sellers, buyers or operators change may change a queue: every successful write
    // pings the consoles, which read the dashboard again (GET admin/dashboard stays the truth).
    app.addHook("onResponse", async (request, reply) => {
      if (request.method === "GET" || request.method === "HEAD" || reply.statusCode >= 400) return;
      if (!request.url.startsWith("/api/")) return;
      app.realtime.queuesChanged();
    });

    // Before the HTTP server closes: open sockets would keep it waiting. A stopping node (SIGTERM,
    // a deploy) closes each connection's transport and sends no Socket.IO disconnect: the client
    // reads "transport close", which socket.io-client and the web app's reconnect policy both
    // answer by connecting again, through the load balancer to a node that is up. A server-side
    // disconnect ("io server disconnect") is what a logout sends, and socket.io-client does not
    // reconnect after it.
    app.addHook("preClose", async () => {
      clearTimeout(queuePing);
      await Promise.allSettled([...io._nsps.values()].map((namespace) => namespace.adapter.close()));
      io.engine.close();
    });
  },
  { name: "realtime", dependencies: ["database", "language"] },
);
