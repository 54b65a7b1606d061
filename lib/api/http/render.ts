import type { Body } from './envelopes';
import { contentTypes, serialize, type Format } from './format';

/** A response as text, before it becomes a Response (an idempotent outcome stores it). */
export interface Rendered {
  status: number;
  headers: Headers;
  text: string | null;
}

export function render(
  status: number,
  body: Body | undefined,
  format: Format,
  headers: Record<string, string>,
): Rendered {
  const out = new Headers(headers);
  if (status === 204 || body === undefined) return { status, headers: out, text: null };
  out.set('Content-Type', contentTypes[format]);
  return { status, headers: out, text: serialize(body, format) };
}

/** Requests the API fast path (api-host.ts) built, and whose answers it writes itself. */
const selfWritten = new WeakSet<Request>();
const bodies = new WeakMap<Response, string>();

export function writesItsOwnAnswer(request: Request): void {
  selfWritten.add(request);
}

/** The body of a response made for the fast path, which carries it beside the Response. */
export function bodyBeside(response: Response): string | undefined {
  return bodies.get(response);
}

// gzip is applied by the server for bodies over 1 KB (Next.js's compress, or the API fast path in
// api-host.ts); a handler cannot do it itself, because Next.js strips Content-Encoding from
// handler responses. The length lets the fast path send the body in one write.
//
// For the fast path the text goes beside a bodiless Response: in Node 20 a Fetch body is a
// ReadableStream, whose making and reading were the largest share of our own CPU time on a small
// read (bench/results.md, notes). Through Next.js the Response carries its body as usual.
export function toResponse(r: Rendered, request: Request): Response {
  if (r.text === null) return new Response(null, { status: r.status, headers: r.headers });
  r.headers.set('Content-Length', String(Buffer.byteLength(r.text)));
  if (!selfWritten.has(request))
    return new Response(r.text, { status: r.status, headers: r.headers });
  const response = new Response(null, { status: r.status, headers: r.headers });
  bodies.set(response, r.text);
  return response;
}
