import { AppError } from '@/lib/errors';

/** The largest request body we read, counted in bytes as they arrive. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;
/** The deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 64;

const tooLarge = () =>
  new AppError(
    'payload_too_large',
    `The request body must be at most ${MAX_BODY_BYTES} bytes (8 MiB)`,
  );

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
    const { done, value } = await reader.read();
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
  try {
    return JSON.parse(text);
  } catch {
    throw AppError.field([], 'invalid_json', 'The request body is not valid JSON');
  }
}

/** The request's JSON body, read within the byte limit and checked for depth before parsing. */
export async function readJsonBody(request: Request): Promise<unknown> {
  return parseJsonBody(new TextDecoder().decode(await readBodyBytes(request)));
}
