/**
 * The deepest nesting a JSON body may have. Real bodies stay under 10 levels (a page's component
 * tree is the deepest, see pages/); 64 leaves room for any of them, while a body nested thousands
 * of levels deep would overflow the stack of every recursive reader after the parser (JSON.stringify
 * in the log summary answered 500 at 5,000 levels).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether `text` nests arrays and objects deeper than `max`, read from the raw text in one pass
 * without recursion, before anything is built from it. Brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/** The parser's refusal of a body nested too deeply: answered 400 by http/errors.ts. */
export class JsonTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = "VT_JSON_TOO_DEEP";
  constructor() {
    super("json nested too deeply");
  }
}
