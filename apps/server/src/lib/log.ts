import type { FastifyServerOptions } from "fastify";

/** Query parameters whose values are plain enough to log; any other value is replaced. */
const LOGGABLE_QUERY = new Set(["page", "per_page", "status", "type", "method", "period", "sort"]);

/**
 * Paths whose next segment is a buyer's order code: the code is the buyer's
 * only key to the order (README "Store and storefront"), and the buyer's page
 * polls it every 5 s, so a log reader would hold every live order's key.
 * Matched before routing, so a 404 or a page request (/o/{code}) hides it too.
 */
const CAPABILITY_PATH = /^(\/+api\/+storefront\/+orders\/+|\/+o\/+)[^/]+/i;

/**
 * The URL as logged: the path without capability segments, and query values
 * only for known harmless parameters. A capability in a query (a signed link,
 * a token, a code) never reaches the log, whatever a future route names it.
 */
export function loggableUrl(url: string): string {
  const mark = url.indexOf("?");
  const path = (mark < 0 ? url : url.slice(0, mark)).replace(CAPABILITY_PATH, "$1[code]");
  if (mark < 0) return path;
  const params = new URLSearchParams(url.slice(mark + 1));
  const kept = [...params].map(([key, value]): [string, string] => [
    key,
    LOGGABLE_QUERY.has(key) ? value : "[redacted]",
  ]);
  return `${path}?${new URLSearchParams(kept).toString()}`;
}

/**
 * Drizzle puts a failed query's parameters in its message ("params: ..."),
 * PostgreSQL quotes a refused value in its message ('invalid input syntax
 * for type integer: "4111111111111111"') and puts the failing row in `detail`
 * (never logged): any of them can hold a card number, an ID number or a
 * password hash. Parameters are cut, and any run of 8 or more digits (card
 * and ID numbers have 8 to 19) is replaced.
 */
function withoutParameters(text: string): string {
  return text.replace(/\nparams: .*$/gm, "\nparams: [redacted]").replace(/\d{8,}X?/g, "[number]");
}

type LoggedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  cause?: LoggedError;
};

/** An error as logged: its kind, code and scrubbed message and stack; never a row's values. */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "[not an Error]", stack: "" };
  const fields = error as Error & Record<string, unknown>;
  const logged: LoggedError = {
    type: error.name,
    message: withoutParameters(error.message),
    stack: withoutParameters(error.stack ?? ""),
  };
  for (const key of ["code", "statusCode", "constraint", "table"] as const) {
    if (fields[key] !== undefined) logged[key] = fields[key];
  }
  if (error.cause !== undefined && depth < 3) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}

type RawRequest = {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
  routeOptions?: { url?: string };
};

/**
 * The server's logger (pino through Fastify): requests are logged as method,
 * scrubbed URL and address only, never headers (the bearer token) or bodies
 * (passwords, card and ID numbers); errors through loggableError. The paths
 * redacted below are a second guard for anything logged by hand.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        // @fastify/multipart logs the headers it hands to busboy at trace level.
        "*.headers.authorization",
        "*.headers.cookie",
        "*.password",
        "*.withdraw_password",
        "*.old_password",
        "*.new_password",
        "*.token",
        "*.card_number",
        "*.card_number_full",
        "*.id_card_number",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req: (request: RawRequest) => ({
        method: request.method,
        url: loggableUrl(request.url ?? ""),
        remoteAddress: request.ip ?? request.socket?.remoteAddress,
      }),
      err: (error: unknown) => loggableError(error),
    },
  };
}
