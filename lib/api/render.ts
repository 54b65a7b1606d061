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

// gzip is applied by the server for bodies over 1 KB (Next.js's compress, or the API fast path in
// api-host.ts); a handler cannot do it itself, because Next.js strips Content-Encoding from
// handler responses. The length lets the fast path send the body in one write.
export function toResponse(r: Rendered): Response {
  if (r.text !== null) r.headers.set('Content-Length', String(Buffer.byteLength(r.text)));
  return new Response(r.text, { status: r.status, headers: r.headers });
}
