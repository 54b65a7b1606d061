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

// gzip is applied by the Next.js server (compress: true) for bodies over 1 KB; a handler
// cannot do it itself, because Next.js strips Content-Encoding from handler responses.
export const toResponse = (r: Rendered) =>
  new Response(r.text, { status: r.status, headers: r.headers });
