// Every request body held to MAX_BODY_BYTES before anything reads it: Next.js buffers a body
// whole for its proxy (proxy.ts) before a route sees it, and next-auth reads sign-in bodies
// whole, so the API's own limit (lib/api/http/request-body.ts) alone left pages and
// /api/auth/* open to bodies of any size.
import { bodyTooLargeError, MAX_BODY_BYTES, TOO_LARGE_MESSAGE } from './body-limit.mjs';
import { tooLargeAnswerFor } from './registry.mjs';

/** For routes the bundle has no wording for (pages, sign-in, tracking): a short JSON body. */
const SHORT_ANSWER = {
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify({ error: { code: 'payload_too_large', message: TOO_LARGE_MESSAGE } }),
};

const ignore = () => undefined;

/** How long a refused connection stays open after the 413, for the client to read it. */
const LINGER_MS = 2000;

/**
 * A declared Content-Length over the limit is refused at once, unread: true, and nothing else
 * may serve the request. A chunked body is counted as it streams and cut at the limit. Either
 * answers 413 (in the API version's body where the bundle offered one) and closes the socket.
 */
export function guardRequestBody(req, res, limit = MAX_BODY_BYTES) {
  if (Number(req.headers['content-length']) > limit) {
    refuse(req, res);
    return true;
  }
  if (req.headers['transfer-encoding'] !== undefined) countAsItStreams(req, res, limit);
  return false;
}

/**
 * The 'checkContinue' listener: a client that sends `Expect: 100-continue` is told to go on only
 * when its declared body fits (node:http would tell every client to go on); `listener` answers.
 */
export function continueWithinLimit(listener, limit = MAX_BODY_BYTES) {
  return (req, res) => {
    if (!(Number(req.headers['content-length']) > limit)) res.writeContinue();
    listener(req, res);
  };
}

function countAsItStreams(req, res, limit) {
  const push = req.push;
  let total = 0;
  let refused = false;
  // node:http hands each parsed body chunk to push(): counted there, every byte is seen before
  // any reader gets it, however the reader reads. false stops reading from the socket.
  req.push = function (chunk, encoding) {
    if (refused) return false;
    if (chunk !== null) {
      total += chunk.length;
      if (total > limit) {
        refused = true;
        refuse(req, res);
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
}

function refuse(req, res) {
  // The reader waiting for the rest fails with bodyTooLargeError(); it may still try to answer.
  req.on('error', ignore);
  res.on('error', ignore);
  const fail = () => req.destroy(bodyTooLargeError());
  if (res.headersSent) return fail();
  // Node closes a `Connection: close` socket the moment the answer is written; with body bytes
  // still arriving that is a reset, which can reach the client before it reads the 413. So the
  // socket's write side ends after the answer, and the socket goes LINGER_MS later (or sooner,
  // when the client closes it).
  req.socket.destroySoon = function lingerThenClose() {
    this.end();
    setTimeout(fail, LINGER_MS).unref();
  };
  const answer = tooLargeAnswerFor(req) ?? SHORT_ANSWER;
  res.writeHead(413, {
    ...answer.headers,
    'content-length': Buffer.byteLength(answer.body),
    connection: 'close',
  });
  res.end(answer.body);
}
