import { customType } from "drizzle-orm/pg-core";

/**
 * A jsonb column that reads back exactly what was written. Drizzle's own jsonb()
 * JSON.parses any string the driver returns, but node-postgres and PGlite have
 * already parsed the jsonb: a stored JSON string that looks like JSON ("12345",
 * "1234567890121", "true", "null") was parsed a second time and came back as a
 * number, boolean or null, so a digit-only setting read back as its default.
 * Both drivers hand over the parsed value, which is returned untouched here.
 */
export const jsonValue = <T = unknown>(name: string) =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => "jsonb",
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => value as T,
  })(name);
