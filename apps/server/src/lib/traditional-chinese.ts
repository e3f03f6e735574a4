import { Converter } from "opencc-js";

/**
 * Simplified to Traditional characters as written in Taiwan (DECISIONS "Screens":
 * zh-TW screens show the Chinese catalogue names in Traditional characters).
 * Character by character ("tw"), not Taiwanese phrasing ("twp"): a product's
 * name is a name, and replacing its words would rename it.
 */
const toTraditional = Converter({ from: "cn", to: "tw" });

/** Names repeat on every list; converting one costs a dictionary walk, so recent answers are kept. */
const CACHE_LIMIT = 2000;
const converted = new Map<string, string>();

export function traditionalChinese(simplified: string): string {
  const known = converted.get(simplified);
  if (known !== undefined) return known;
  const traditional = toTraditional(simplified);
  // The oldest entry goes first (a Map keeps insertion order), so the cache never grows past its limit.
  if (converted.size >= CACHE_LIMIT) converted.delete(converted.keys().next().value as string);
  converted.set(simplified, traditional);
  return traditional;
}
