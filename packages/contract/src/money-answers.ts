import { z } from "zod/mini";

/*
 * The API's baht fields in answers, written with zod/mini: the storefront parses its answers
 * with them and its first load cannot carry classic zod (bench/bundles.bench.ts). The server
 * uses the same schema in its response schemas; requests' baht fields are in money-schemas.ts.
 */

/** A baht amount in a response. */
export const bahtSchema = z.string().check(z.regex(/^-?\d+\.\d{2}$/));
