import { config } from '@/lib/config';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerClick, clickAddressOf, clickCountryHeaderOf } from '@/lib/api/tracking/click-host';
import { answerImpression } from '@/lib/api/tracking/impression-host';
import { offerFastPath } from './registry.mjs';
import { setNextHeaders } from './next-headers';

/**
 * The click fast path: the tracking paths `/click/...`, `/l/{code}` and the impression pixel
 * `/impression/...` served on the raw socket before Next.js, by the same answerClick and
 * answerImpression as the route files under app/(tracking) (lib/api/tracking/click-host.ts,
 * impression-host.ts). CLICK_FAST_PATH=off turns it off.
 */

const CLICK_PATH = /^\/(click\/|l\/|impression\/)/;

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Serves a tracking path; false (untouched) for any other request. */
export function handleNodeClick(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? '';
  if (!CLICK_PATH.test(target) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const cut = target.indexOf('?');
  const path = cut === -1 ? target : target.slice(0, cut);
  const address = clickAddressOf((name) => header(req, name));
  const countryHeader = clickCountryHeaderOf((name) => header(req, name));
  const userAgent = header(req, 'user-agent') ?? null;
  const answering = path.startsWith('/impression/')
    ? answerImpression({ path, method: req.method, userAgent, address, countryHeader })
    : answerClick({
        path,
        search: cut === -1 ? '' : target.slice(cut),
        method: req.method,
        userAgent,
        referer: header(req, 'referer') ?? null,
        address,
        countryHeader,
      });
  void answering.then((answer) => {
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
