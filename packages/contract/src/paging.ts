import { z } from "zod";
import { MAX_PAGE_SIZE, PAGE_SIZE, ROW_ID_MAX } from "./constants";

// The sizes sit with the other constants: screens read them without zod.
export { MAX_PAGE_SIZE, PAGE_SIZE } from "./constants";

/** The page number of a paged list, read from the query string (1 when absent). */
export const pageNumberSchema = z.coerce
  .number({ error: "validation.invalidField" })
  .int()
  .min(1)
  .max(ROW_ID_MAX)
  .optional()
  .default(1);

/** A page size asked for in the query string: at most 100. */
export const perPageNumberSchema = z.coerce
  .number({ error: "validation.invalidField" })
  .int()
  .min(1)
  .max(MAX_PAGE_SIZE);

/** The page size of a paged list: `defaultSize` when absent. */
export function perPageSchema(defaultSize = PAGE_SIZE) {
  return perPageNumberSchema.optional().default(defaultSize);
}

/** `page` and `per_page` of a paged list whose pages hold `defaultSize` rows unless asked otherwise. */
export function pageFields(defaultSize = PAGE_SIZE) {
  return { page: pageNumberSchema, per_page: perPageSchema(defaultSize) };
}

/** `page` and `per_page` of every paged list, read from the query string. */
export const pageQuerySchema = z.object(pageFields());
export type PageQuery = z.input<typeof pageQuerySchema>;
