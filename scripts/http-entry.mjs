// Loaded into the Next.js server process by `npm start` (node --import ./scripts/http-entry.mjs).
// It sees every request on the socket before Next.js does, for three things Next.js cannot, and
// sets up one more before Next.js loads:
//
// 1. The peer address. Route handlers get a Fetch API Request without the socket, and Next.js
//    only fills X-Forwarded-For from the socket when the client sent none. So we write the
//    socket's address into x-anet-peer-address, replacing any copy the client sent, and mark
//    the process so lib/api/client-address.ts trusts that header (and only then).
// 2. Malformed paths. A `%` not followed by two hex digits, or bytes that are not UTF-8
//    (`/%ff`), make Next.js's decodeURIComponent of the route params throw; it answers a bare
//    text 500. We escape such a `%` as `%25` and each undecodable escape likewise, so the path
//    reaches the routes (and the catch-all's 404 in the version's error body) as literal text.
import http from 'node:http';
import https from 'node:https';
import { installFrameLocalStorage } from './async-context.mjs';

// And before Next.js loads: one async context for all its AsyncLocalStorage instances and ours
// (see scripts/async-context.mjs).
installFrameLocalStorage();

export const PEER_ADDRESS_HEADER = 'x-anet-peer-address';
globalThis[Symbol.for('anet.peer-address-header')] = true;

/** The path part of a request target with every percent escape made decodable. */
export function repairPath(url) {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    // Keep each run of escapes that decodes as UTF-8; escape every other `%` literally.
    const repaired = path.replace(/(?:%[0-9a-fA-F]{2})+|%/g, (run) => {
      try {
        decodeURIComponent(run);
        return run;
      } catch {
        return run.replace(/%/g, '%25');
      }
    });
    return repaired + rest;
  }
}

export function prepareRequest(req) {
  req.headers[PEER_ADDRESS_HEADER] = req.socket?.remoteAddress ?? '';
  if (typeof req.url === 'string' && req.url.includes('%')) req.url = repairPath(req.url);
}

for (const Server of [http.Server, https.Server]) {
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (event, req, ...rest) {
    if (event === 'request' && req) {
      prepareRequest(req);
      // 3. Fast paths offered at server start (lib/api/api-host.ts): the click redirect
      //    (lib/api/click-host.ts) and the API routes, served here without Next.js's
      //    per-request cost; each returns false for a request it does not serve.
      for (const fastPath of globalThis[Symbol.for('anet.fast-paths')] ?? []) {
        if (fastPath(req, rest[0])) return true;
      }
    }
    return emit.call(this, event, req, ...rest);
  };
}
