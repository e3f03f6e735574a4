import { z } from "zod";
import { parseBaht } from "./money";

/*
 * The API's baht fields as zod schemas. They sit apart from money.ts so a bundle that only
 * formats prices (the storefront) does not take zod along; the parsing itself stays in money.ts.
 */

/** A baht amount in a request: a number or string with at most two decimals, turned into satang. */
export const bahtInputSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const satang = parseBaht(value);
  if (satang === undefined) {
    ctx.addIssue({ code: "custom", message: "validation.amountInvalid" });
    return z.NEVER;
  }
  return satang;
});

/** A baht amount in a response: a zod/mini schema, so the storefront may parse with it. */
export { bahtSchema } from "./money-answers";
