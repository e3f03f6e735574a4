/**
 * What a database error means for the caller. Drizzle wraps the driver's error
 * (DrizzleQueryError.cause), so the chain of causes is walked.
 */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === "object"; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** Socket errors of a connection that cannot be made or was lost. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
/**
 * SQLSTATEs of a server that is going away or not taking work: class 08 (connection exception),
 * admin/crash shutdown, "cannot connect now" (starting or in recovery), too many connections,
 * a read-only transaction (a standby after a failover), statement timeout, and the disk full.
 */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300", "53100", "25006", "57014"]);
/** pg's own words when a connection ends or never comes (pg and pg-pool set no code on these). */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Client was closed|Cannot use a pool after calling end/;

/**
 * The database is unreachable, restarting, read-only or too slow: the caller is told
 * 503 "try again later" (STYLE.md rule 3), not 500, since nothing is wrong with the request
 * or the code and a retry after the database returns succeeds.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of causes(error)) {
    const code = typeof link.code === "string" ? link.code : undefined;
    if (code && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith("08")))
      return true;
    if (typeof link.message === "string" && LOST_CONNECTION.test(link.message)) return true;
  }
  return false;
}

/**
 * A deadlock (40P01) or a serialization failure (40001): PostgreSQL rolled the
 * transaction back whole, so running it again is safe and is what its manual asks.
 */
export function isRetryableConflict(error: unknown): boolean {
  for (const link of causes(error)) {
    if (link.code === "40P01" || link.code === "40001") return true;
  }
  return false;
}
