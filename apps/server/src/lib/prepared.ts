import { PgTransaction } from "drizzle-orm/pg-core";
import type { Queryable } from "../db/client";

/**
 * A read on a hot path (every signed-in call, the profile), built once per
 * database handle as a named prepared statement: Drizzle does not rebuild its
 * SQL on each call (building was a fifth of the server's CPU on
 * GET /api/sellers/profile, bench/README.md) and PostgreSQL parses it once per
 * connection. On a transaction handle it is built for that transaction, so
 * the read stays inside it; `name` must be unique among the server's statements.
 */
export function preparedRead<Q>(build: (db: Queryable) => Q): (db: Queryable) => Q {
  const built = new WeakMap<object, Q>();
  return (db) => {
    if (db instanceof PgTransaction) return build(db);
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
