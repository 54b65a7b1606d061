import { AppError } from '@/lib/errors';
import {
  isBodyTooLarge,
  MAX_BODY_BYTES,
  TOO_LARGE_MESSAGE,
} from '@/lib/node-server/body-limit.mjs';
import { RequestError } from './failure';

export { MAX_BODY_BYTES };
/** The deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 64;

export const tooLarge = () => new RequestError('payload_too_large', TOO_LARGE_MESSAGE);

/**
 * The request body's bytes, read from the stream and counted as they come: a declared
 * Content-Length over the limit is refused before reading, and a body sent without one
 * (chunked) is cancelled as soon as it passes the limit. Either is a 413.
 */
export async function readBodyBytes(request: Request, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    // The server entry (lib/node-server/body-guard.mjs) may have refused the body first.
    const { done, value } = await reader.read().catch((error: unknown) => {
      throw isBodyTooLarge(error) ? tooLarge() : error;
    });
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel('request body over the limit').catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** Whether the text nests arrays or objects deeper than `limit` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** JSON text to a value: an empty body reads as {}; too deep or not JSON is a 400 naming the body. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  // Checked before JSON.parse and any recursive walk of the value (which could overflow the stack).
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    throw AppError.field(
      [],
      'invalid_json',
      `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`,
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw AppError.field([], 'invalid_json', 'The request body is not valid JSON');
  }
  // JSON may escape half of a UTF-16 pair (`"\ud800"`): not a character, and no database can
  // store it. Only such an escape can put one in the value, so the walk runs only when one is there.
  if (SURROGATE_ESCAPE.test(text)) {
    const path = loneSurrogatePath(value, []);
    if (path)
      throw AppError.field(
        path,
        'invalid_value',
        'Text must be valid Unicode: it holds half of a UTF-16 surrogate pair (an escape like \\ud800) alone',
      );
  }
  return value;
}

const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const LONE_SURROGATE = /\p{Cs}/u;

/** Where in a parsed body a string (or a key) holds a lone surrogate; undefined when none does. */
function loneSurrogatePath(
  value: unknown,
  at: (string | number)[],
): (string | number)[] | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? at : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = loneSurrogatePath(item, [...at, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (LONE_SURROGATE.test(key)) return [...at, key];
      const found = loneSurrogatePath(item, [...at, key]);
      if (found) return found;
    }
  }
  return undefined;
}
