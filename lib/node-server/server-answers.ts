import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { forwardedOverHttps } from '@/lib/api/http/client-address';
import { envelopes } from '@/lib/api/http/envelopes';
import { failureOf } from '@/lib/api/http/failure';
import { FORMAT_SUFFIX } from '@/lib/api/http/format';
import { render } from '@/lib/api/http/render';
import { tooLarge } from '@/lib/api/http/request-body';
import { versionOfPath } from '@/lib/api/http/route';
import { routeTable, type RouteEntry } from '@/lib/api/http/route-table';
import { offerOverHttps, offerTooLargeAnswer, type TooLargeAnswer } from './registry.mjs';

/**
 * What the server entry (listener.mjs) asks of the bundle before any route runs: how to word
 * a 413 for an API route (its version's error body, as the route would answer), and whether a
 * request came over https through a trusted proxy (the rule of lib/api/http/client-address.ts).
 */

/** The 413 of an API route in its version's body (v1: XML for a `.xml` path); else undefined. */
export function apiTooLargeAnswer(routes: RouteEntry[]) {
  const match = routeTable(routes);
  return (req: IncomingMessage): TooLargeAnswer | undefined => {
    const raw = req.url ?? '/';
    let path = raw.split('?', 1)[0]!;
    const version = versionOfPath(path) ?? 'v1';
    const suffix = version === 'v1' ? FORMAT_SUFFIX.exec(path) : null;
    if (suffix) path = path.slice(0, -suffix[0].length);
    if (!match(path, 'GET')) return undefined; // every API route file exports every method
    const requestId = randomUUID();
    const format = suffix?.[1] === 'xml' ? 'xml' : 'json';
    const rendered = render(
      413,
      envelopes[version].error(failureOf(tooLarge()), requestId),
      format,
      {
        'X-Request-Id': requestId,
        'Cache-Control': 'no-store',
      },
    );
    return { headers: Object.fromEntries(rendered.headers), body: rendered.text ?? '' };
  };
}

const overHttps = (req: IncomingMessage) =>
  forwardedOverHttps((name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  });

/** Offers both to the server entry (called at server start by instrumentation.ts). */
export function installServerAnswers(routes: RouteEntry[]): void {
  offerTooLargeAnswer(apiTooLargeAnswer(routes));
  offerOverHttps(overHttps);
}
