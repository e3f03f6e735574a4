import { isApiError } from "../../../lib/api-error";

/** Listing needs a paid security deposit: the server refuses with 403 (DECISIONS "Store and storefront"). */
export function isDepositRequired(error: unknown): boolean {
  return isApiError(error) && error.kind === "http" && error.status === 403;
}

/** Select all: every loaded product; once all are selected, the same tap keeps them (clear empties). */
export function toggled(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
