import fp from "fastify-plugin";
import type { Database, DatabaseKind } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
  }
}

/** Hands the opened database to routes; whoever opened it (main.ts, a test) closes it. */
export default fp<{ db: Database; kind: DatabaseKind }>(
  async (app, options) => {
    app.decorate("db", options.db);
    app.decorate("dbKind", options.kind);
  },
  { name: "database" },
);
