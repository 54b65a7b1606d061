import { config } from '@/lib/config';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerClick, clickAddressOf, clickCountryHeaderOf } from '@/lib/api/tracking/click-host';
import { offerFastPath } from './registry.mjs';
import { setNextHeaders } from './next-headers';

/**
 * The click fast path: the tracking paths `/click/...` and `/l/{code}` served on the raw socket
 * before Next.js, by the same answerClick as the route files under app/(tracking)
 * (lib/api/tracking/click-host.ts). CLICK_FAST_PATH=off turns it off.
 */

const CLICK_PATH = /^\/(click\/|l\/)/;

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Serves a tracking path; false (untouched) for any other request. */
export function handleNodeClick(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? '';
  if (!CLICK_PATH.test(target) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const cut = target.indexOf('?');
  void answerClick({
    path: cut === -1 ? target : target.slice(0, cut),
    search: cut === -1 ? '' : target.slice(cut),
    method: req.method,
    userAgent: header(req, 'user-agent') ?? null,
    referer: header(req, 'referer') ?? null,
    address: clickAddressOf((name) => header(req, name)),
    countryHeader: clickCountryHeaderOf((name) => header(req, name)),
  }).then((answer) => {
    setNextHeaders(res, answer.headers['content-type']);
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  });
  return true;
}

/** Installs the click fast path (called at server start by instrumentation.ts). */
export function installClickFastPath(): void {
  if (!config().fastPaths.click) return;
  offerFastPath('click', handleNodeClick);
}
