import type { IncomingMessage, ServerResponse } from 'node:http';
import { DATABASE_RETRY_AFTER_SECONDS, databaseIsDown } from '@/lib/services/database';
import { offerFastPath } from './registry.mjs';

/**
 * The page guard: while the database is known to be unreachable (lib/db/health.ts), a browser's
 * page request gets a plain 503 page with Retry-After instead of Next.js rendering its error
 * page with 500 (a page cannot choose its status). Next.js's assets, the API and the tracking
 * paths, which answer 503 themselves, pass through.
 */

const PASS_THROUGH = /^\/(_next\/|api\/|conversion|click\/|l\/|assets\/)/;

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Temporarily unavailable</title></head><body><h1>Temporarily unavailable</h1><p>This page cannot be shown just now. Please try again in a moment.</p></body></html>';

export function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (PASS_THROUGH.test(req.url ?? '/')) return false;
  return (req.headers.accept ?? '').includes('text/html');
}

/** Answers a page request with 503 while the database is down; false (untouched) otherwise. */
export function guardPage(req: IncomingMessage, res: ServerResponse): boolean {
  if (!databaseIsDown() || !isPageRequest(req)) return false;
  res.writeHead(503, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : PAGE);
  return true;
}

/** Installs the page guard after the fast paths (called at server start by instrumentation.ts). */
export function installPageGuard(): void {
  offerFastPath('page-guard', guardPage);
}
