import type { ServerResponse } from 'node:http';
import securityHeaders from '@/lib/security-headers.json';

/**
 * The headers Next.js puts on a route file's answer, for the answers the fast paths write
 * (e2e/api/fast-path-parity.spec.ts compares the two): the security headers of next.config.mjs,
 * and the Vary of an app route, with Accept-Encoding where Next.js's compression applies.
 */

const APP_ROUTE_VARY =
  'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';

/** The content types Next.js's compression gzips (CSV, sent as octet-stream, is not one). */
export const COMPRESSIBLE = /json|xml|^text\//;

export function setNextHeaders(res: ServerResponse, contentType: string | null | undefined): void {
  for (const { key, value } of securityHeaders) if (!res.hasHeader(key)) res.setHeader(key, value);
  const compressible = COMPRESSIBLE.test(contentType ?? '');
  res.setHeader('Vary', compressible ? `${APP_ROUTE_VARY}, Accept-Encoding` : APP_ROUTE_VARY);
}
