import { defineConfig } from "drizzle-kit";

/** `npm run db:generate -w @seller/server` writes a migration for every change to the tables. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
});
