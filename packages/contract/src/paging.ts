import { z } from "zod";
import { ROW_ID_MAX } from "./constants";

/** Lists come in pages of 20 by default and never more than 100 (DECISIONS.md "Catalogue, store and orders"). */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `page` and `per_page` of every paged list, read from the query string. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: "validation.invalidField" })
    .int()
    .min(1)
    .max(ROW_ID_MAX)
    .optional()
    .default(1),
  per_page: z.coerce
    .number({ error: "validation.invalidField" })
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .optional()
    .default(PAGE_SIZE),
});
export type PageQuery = z.input<typeof pageQuerySchema>;
