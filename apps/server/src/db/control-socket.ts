import { chmodSync, unlinkSync } from "node:fs";
import { createServer, type IncomingMessage, request } from "node:http";
import { resolve } from "node:path";
import { Readable } from "node:stream";

/**
 * A process that holds the embedded database folder (folder-lock.ts) is the
 * only one that may open it, so a command that needs the database while the
 * server runs (`npm run ledger:verify`) asks the server instead, over a Unix
 * socket beside the folder (data/pglite.sock): reachable only from this
 * machine, by the folder's owner (mode 0600), never over the network.
 */
export const controlSocketOf = (folder: string) => `${resolve(folder)}.sock`;

/** The ledger check, run by the server for `npm run ledger:verify`. */
export const VERIFY_LEDGER_COMMAND = "ledger/verify";
/** A dump of the database read in one snapshot by the server, for `npm run db:backup` (db/dump). */
export const DUMP_DATABASE_COMMAND = "database/dump";

export type ControlCommands = Record<string, () => Promise<unknown>>;

/**
 * Serves the commands on the folder's socket; returns the close. Called by the folder's lock holder only.
 * A command answers JSON, or a stream (a Readable) sent as it is read.
 */
export async function serveControl(folder: string, commands: ControlCommands): Promise<() => Promise<void>> {
  const path = controlSocketOf(folder);
  // The caller holds the folder's lock: a socket file left here is a dead process's.
  try {
    unlinkSync(path);
  } catch {}
  const server = createServer((req, res) => {
    const command = commands[(req.url ?? "").replace(/^\//, "")];
    if (req.method !== "POST" || !command) {
      res.writeHead(404).end();
      return;
    }
    command().then(
      (result) => {
        if (result instanceof Readable) {
          res.writeHead(200, { "content-type": "application/octet-stream" });
          result.on("error", () => res.destroy());
          result.pipe(res);
          return;
        }
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result));
      },
      (error: unknown) =>
        res
          .writeHead(500, { "content-type": "application/json" })
          .end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) })),
    );
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(path, () => done());
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
}

/** Runs a command in the process that holds the folder; rejects when no such process answers. */
export function askControl(folder: string, command: string, timeoutMs = 120_000): Promise<unknown> {
  return new Promise((done, fail) => {
    const req = request(
      { socketPath: controlSocketOf(folder), path: `/${command}`, method: "POST" },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => {
          try {
            const parsed: unknown = JSON.parse(body);
            if (res.statusCode === 200) done(parsed);
            else fail(new Error((parsed as { error?: string }).error ?? `status ${res.statusCode}`));
          } catch (error) {
            fail(error);
          }
        });
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.on("error", fail);
    req.end();
  });
}

/** Runs a command that answers a stream; resolves with the stream once the process has started to answer. */
export function streamControl(
  folder: string,
  command: string,
  timeoutMs = 120_000,
): Promise<IncomingMessage> {
  return new Promise((done, fail) => {
    const req = request(
      { socketPath: controlSocketOf(folder), path: `/${command}`, method: "POST" },
      (res) => {
        if (res.statusCode === 200) {
          done(res);
          return;
        }
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => {
          let message = `status ${res.statusCode}`;
          try {
            message = (JSON.parse(body) as { error?: string }).error ?? message;
          } catch {}
          fail(
            new Error(
              res.statusCode === 404
                ? "the running server does not know this command (an older version?)"
                : message,
            ),
          );
        });
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.on("error", fail);
    req.end();
  });
}
