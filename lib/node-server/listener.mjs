// The server's request listener: what every request meets before Next.js.
import { guardRequestBody } from './body-guard.mjs';
import { repairRequestPath } from './path-repair.mjs';
import { writePeerAddress } from './peer-address.mjs';
import { cameOverHttps, markPeerAddressWritten, serveOnFastPath } from './registry.mjs';

/** Browsers that reached us over https keep to https for a year (never sent over plain http). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * A node:http request listener: the peer address written, the path repaired, HSTS on an https
 * request, the body limit (body-guard.mjs), then the first fast path that takes the request
 * (registry.mjs), else `next` (Next.js's request handler).
 */
export function requestListener(next) {
  markPeerAddressWritten();
  return (req, res) => {
    writePeerAddress(req);
    repairRequestPath(req);
    if (cameOverHttps(req)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (guardRequestBody(req, res)) return;
    if (!serveOnFastPath(req, res)) next(req, res);
  };
}
