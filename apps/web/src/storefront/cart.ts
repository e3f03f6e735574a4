import { useSyncExternalStore } from "react";
import { localStore } from "../lib/storage";

/** A cart line: what the buyer chose and what they saw, kept on the device (DECISIONS "Store and storefront"). */
export type CartLine = {
  product_id: number;
  quantity: number;
  /** The colour's Thai name: what the order names (catalogue colours are keyed by it). */
  color?: string | undefined;
  /** The colour's names as the product page showed them, so the cart says it in the buyer's language;
   * a line kept from before has only the Thai. */
  color_names?: { thai_name: string; chinese_name: string; english_name: string | null } | undefined;
  size?: string | undefined;
  name: string;
  name_zh: string;
  name_en: string | null;
  /** The price shown when it was added; the order is priced by the server. */
  price: string;
  image: string | null;
  /** 99999 is unlimited. */
  stock: number;
};

const PREFIX = "storefront_cart:";
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; lines: CartLine[] }>();

function read(slug: string): CartLine[] {
  const raw = localStore.getItem(PREFIX + slug);
  const cached = cache.get(slug);
  if (cached && cached.raw === raw) return cached.lines;
  let lines: CartLine[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) lines = parsed as CartLine[];
  } catch {
    lines = [];
  }
  cache.set(slug, { raw, lines });
  return lines;
}

function write(slug: string, lines: CartLine[]) {
  if (lines.length === 0) localStore.removeItem(PREFIX + slug);
  else localStore.setItem(PREFIX + slug, JSON.stringify(lines));
  for (const listener of listeners) listener();
}

const sameChoice = (a: CartLine, b: Pick<CartLine, "product_id" | "color" | "size">) =>
  a.product_id === b.product_id && (a.color ?? "") === (b.color ?? "") && (a.size ?? "") === (b.size ?? "");

/** Units of a product in the cart, in every colour and size, leaving out the line at `except`. */
export function unitsInCart(lines: CartLine[], productId: number, except?: number): number {
  return lines.reduce(
    (sum, entry, index) => (entry.product_id === productId && index !== except ? sum + entry.quantity : sum),
    0,
  );
}

/**
 * Adds a line, or more of the same product in the same colour and size, never past `unitsMax`
 * units of the product in all (the per-order limit, DECISIONS "Store and storefront").
 * Answers how many units were added: fewer than asked when the limit stopped them.
 */
export function addToCart(slug: string, line: CartLine, unitsMax: number): number {
  const lines = read(slug);
  const added = Math.max(0, Math.min(line.quantity, unitsMax - unitsInCart(lines, line.product_id)));
  if (added === 0) return 0;
  const existing = lines.find((entry) => sameChoice(entry, line));
  write(
    slug,
    existing
      ? lines.map((entry) => (entry === existing ? { ...entry, quantity: entry.quantity + added } : entry))
      : [...lines, { ...line, quantity: added }],
  );
  return added;
}

export function setQuantity(slug: string, index: number, quantity: number) {
  write(
    slug,
    read(slug).map((entry, n) => (n === index ? { ...entry, quantity } : entry)),
  );
}

export function removeLine(slug: string, index: number) {
  write(
    slug,
    read(slug).filter((_, n) => n !== index),
  );
}

export function clearCart(slug: string) {
  write(slug, []);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key?.startsWith(PREFIX) && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The cart of one store, following changes from this tab and others. */
export function useCart(slug: string): CartLine[] {
  return useSyncExternalStore(subscribe, () => read(slug));
}
