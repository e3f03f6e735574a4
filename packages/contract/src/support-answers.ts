import { z } from "zod/mini";

/*
 * The customer-service link as the API answers it, written with zod/mini: the profile parses it
 * at start, and the seller app's first load carries no classic zod (the cold /profile of
 * bench/cold-profile.bench.ts). support.ts re-exports it.
 */

export const customerServiceSchema = z.object({
  /** The external chat link (system setting customerServiceUrl); null hides every link to it. */
  url: z.nullable(z.string()),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;
