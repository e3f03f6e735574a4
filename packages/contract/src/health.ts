import { z } from "zod";

/** GET /api/health: liveness only, the process answers; it reads no database. */
export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/ready: answered only after the database committed a write (else 503). */
export const readySchema = z.object({
  status: z.literal("ready"),
  database: z.enum(["pglite", "postgres"]),
});
export type Ready = z.infer<typeof readySchema>;
