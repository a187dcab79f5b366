const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/**
 * Counts the objects of a streamed top-level JSON array chunk by chunk, holding nothing but a few
 * counters. UTF-8 never reuses ASCII bytes inside multi-byte characters, so bytes can be read one by one.
 */
export function createJsonArrayCounter() {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let objects = 0;
  let sawArray = false;

  function feed(chunk: Buffer): void {
    for (const byte of chunk) {
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
        continue;
      }
      if (byte === QUOTE) inString = true;
      else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
        if (depth === 0 && byte === OPEN_ARRAY) sawArray = true;
        if (depth === 1 && byte === OPEN_OBJECT) objects += 1;
        depth += 1;
      } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth -= 1;
    }
  }

  return {
    feed,
    get objects() {
      return objects;
    },
    /** True once a whole top-level array has been read. */
    get complete() {
      return sawArray && depth === 0 && !inString;
    },
  };
}
