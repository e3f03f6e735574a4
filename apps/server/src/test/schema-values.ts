import fc from "fast-check";
import { z } from "zod";

/** The part of JSON Schema (draft 2020-12, as zod 4 writes it) that request schemas use. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/** What a route accepts, as JSON Schema: the input side of its zod schema. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/**
 * Values a careful client would send for fields whose JSON Schema says little
 * ("a string or a number"): the money, passwords, phones and reasons of this API.
 * Without them nearly every generated body would stop at validation and the
 * deeper rules would never be reached.
 */
const PLAUSIBLE: [RegExp, fc.Arbitrary<unknown>][] = [
  [/amount|price|cost/, fc.constantFrom("100.00", "5000", 250, "0.01", "999999.99")],
  [/password/, fc.constantFrom("secret123", "withdraw123", "another-pass-77")],
  [/phone/, fc.constantFrom("0812345678", "0898765432")],
  [/code$/, fc.constantFrom("123456", "000000")],
];

function plausible(name: string): fc.Arbitrary<unknown> | undefined {
  return PLAUSIBLE.find(([pattern]) => pattern.test(name))?.[1];
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min =
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1_000_000);
  const max =
    schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1_000_000);
  // Small values most of the time (ids and counts that exist), the bounds sometimes.
  const low = max < 1 ? min : Math.max(min, 1);
  const high = Math.min(max, Math.max(low, 50));
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: low, max: high }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    const { minLength = 0, maxLength = Number.MAX_SAFE_INTEGER } = schema;
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((value) => value.length >= minLength && value.length <= maxLength);
  }
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format === "email") return fc.emailAddress();
  if (schema.format === "uri") return fc.webUrl();
  if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === "date")
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  return fc.string({ minLength, maxLength, unit: "grapheme" });
}

/**
 * A fast-check arbitrary of values that the schema accepts (as far as JSON
 * Schema can say: zod refinements such as a baht amount's two decimals may still refuse some).
 */
export function arbitraryOf(schema: JsonSchema | undefined, name = ""): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const hint = plausible(name.toLowerCase());
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, name)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], name);
  const types = ([] as string[]).concat(schema.type ?? []);
  if (hint && (types.length === 0 || types.includes("string"))) return hint;
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, name)));
  switch (types[0]) {
    case "string":
      return stringOf(schema);
    case "integer":
      return integerOf(schema);
    case "number":
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => arbitraryOf(item, name)));
      return fc.array(arbitraryOf(schema.items, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    case "object": {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = arbitraryOf(value, key);
      return fc.record(record, { requiredKeys: [...required].filter((key) => key in properties) });
    }
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** One value the schema accepts, the same for the same seed. */
export function sampleOf(schema: JsonSchema | undefined, seed = 1): unknown {
  const [value] = fc.sample(arbitraryOf(schema), { numRuns: 1, seed });
  return value;
}
