import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

export type LazyResolver<Values extends FieldValues> = Resolver<Values> & {
  /** Starts loading the schema (a focus on the form): the first submit then waits for nothing. */
  preload: () => void;
};

/**
 * A react-hook-form resolver for a contract schema that is loaded on first
 * use: zod (about 40 KB) is not part of a screen's first download, only of its
 * first check. The same schema as before validates the form, and the server
 * checks the body again whatever the screen did.
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<ZodType>,
): LazyResolver<Values> {
  let loaded: Promise<Resolver<Values>> | undefined;
  const load = () => {
    loaded ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<Values>,
    );
    // A failed load (offline) is tried again at the next check.
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  const resolver: Resolver<Values> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
