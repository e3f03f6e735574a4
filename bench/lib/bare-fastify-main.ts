/**
 * The machine's floor for any API call: Fastify 5 with no plugins and no logging, answering
 * `select 1` through a pg pool of the product's size (apps/server/src/db/client.ts: 10).
 * Run in its own process by bare-fastify.ts, as the product's server runs in its own.
 */
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, keepAlive: true });
const app = Fastify({ logger: false });
app.get("/select-1", async () => {
  const { rows } = await pool.query("select 1 as one");
  return { data: rows[0] };
});
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
process.once("SIGTERM", () => void app.close().then(() => pool.end()));
