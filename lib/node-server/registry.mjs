// What the server entry (server.mjs, loaded by Node) and the Next.js bundle (instrumentation.ts
// and the route code it imports) share in one process. The bundle carries its own copy of every
// module it imports, so a plain module variable would exist twice: this state lives on
// globalThis, under the keys below and nowhere else.

const FAST_PATHS = Symbol.for('anet.fast-paths');
const PEER_ADDRESS_WRITTEN = Symbol.for('anet.peer-address-header');
const TOO_LARGE_ANSWER = Symbol.for('anet.too-large-answer');
const OVER_HTTPS = Symbol.for('anet.over-https');

/** Offers a fast path to the server entry, which tries each in turn before Next.js. */
export function offerFastPath(name, serve) {
  (globalThis[FAST_PATHS] ??= []).push({ name, serve });
}

/** Serves a request on the first fast path that takes it; false when none does. */
export function serveOnFastPath(req, res) {
  for (const fastPath of globalThis[FAST_PATHS] ?? []) if (fastPath.serve(req, res)) return true;
  return false;
}

/** The offered fast paths' names, in the order they are tried. */
export function fastPathNames() {
  return (globalThis[FAST_PATHS] ?? []).map((fastPath) => fastPath.name);
}

/** Marks the peer-address header as written by our server on every request (tests mark it too). */
export function markPeerAddressWritten(on = true) {
  globalThis[PEER_ADDRESS_WRITTEN] = on;
}

/** Whether the peer-address header comes from our server rather than from the client. */
export function peerAddressWritten() {
  return globalThis[PEER_ADDRESS_WRITTEN] === true;
}

/** Offers the wording of a 413 for the routes the bundle knows (the API's version bodies). */
export function offerTooLargeAnswer(answer) {
  globalThis[TOO_LARGE_ANSWER] = answer;
}

/** The bundle's 413 for this request ({headers, body}); undefined where it offers none. */
export function tooLargeAnswerFor(req) {
  return globalThis[TOO_LARGE_ANSWER]?.(req);
}

/** Offers the rule telling whether a request came over https (trusted proxies are the bundle's). */
export function offerOverHttps(rule) {
  globalThis[OVER_HTTPS] = rule;
}

/** Whether the request came over https: its own TLS socket, or as the offered rule says. */
export function cameOverHttps(req) {
  return req.socket?.encrypted === true || globalThis[OVER_HTTPS]?.(req) === true;
}
