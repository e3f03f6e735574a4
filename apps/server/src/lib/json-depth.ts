/**
 * No request of this API nests objects and lists more than a few levels (an
 * order's items, a store's settings); a body that does is an attack on the
 * parser and the walks after it (20 KB of "[" is 20,000 levels).
 */
export const MAX_JSON_DEPTH = 16;

/**
 * Whether JSON text nests deeper than `max`, read in one pass over the text
 * before it is parsed, so a deep body costs no parsing and no walk. Brackets
 * inside strings do not count; the text need not be valid (the parser judges).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}
