import { z } from "zod";

/** GET /api/health: answered only after the database answered a query. */
export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
});
export type Health = z.infer<typeof healthSchema>;
