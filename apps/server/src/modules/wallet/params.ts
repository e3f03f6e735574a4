import { z } from "zod";

/** The numeric id in a path (/recharges/{id}/approve). */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: "validation.invalidField" })
    .int()
    .positive("validation.invalidField")
    .max(2_147_483_647, "validation.invalidField"),
});
