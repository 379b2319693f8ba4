/**
 * How deeply a JSON text nests its arrays and objects, read in one pass without recursion (a parser or a
 * serializer that recurses can be made to overflow its stack by a few kilobytes of brackets). Brackets inside
 * strings do not count. Stops counting once `limit` is passed, so a hostile text costs one scan at most.
 */
export function jsonNesting(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
      continue;
    }
    if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return deepest;
}

/**
 * How deep a body or a provider's item may nest. Nothing the console or a provider sends nests beyond a
 * dozen levels; PostgreSQL's jsonb and V8's JSON.stringify recurse, and thousands of levels exhaust them.
 */
export const MAX_JSON_NESTING = 64;
