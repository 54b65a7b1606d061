import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { config } from '@/lib/config';

/**
 * Downloads a URL supplied by a user without letting it reach private, loopback,
 * link-local or reserved addresses: every hop (redirects included) is checked on the
 * address actually connected to, so DNS answers that point inside are refused too.
 */

export type SafeFetchFailure =
  | 'bad_url'
  | 'blocked_address'
  | 'timeout'
  | 'too_large'
  | 'http_status'
  | 'too_many_redirects'
  | 'unreachable';

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface SafeFetchOptions {
  maxBytes: number;
  /** Total time for all hops and the body. */
  timeoutMs: number;
  maxRedirects?: number;
}

export interface SafeFetchResult {
  bytes: Buffer;
  contentType: string | null;
  finalUrl: string;
}

function agentFor(url: URL): http.Agent {
  // Addresses the operator allows although they are private (SAFE_FETCH_ALLOW_ADDRESSES).
  const options = { allowIPAddressList: [...config().safeFetchAllowAddresses], keepAlive: false };
  return url.protocol === 'https:'
    ? new RequestFilteringHttpsAgent(options)
    : new RequestFilteringHttpAgent(options);
}

interface Hop {
  status: number;
  location: string | null;
  contentType: string | null;
  body: Buffer | null;
}

function requestOnce(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<Hop> {
  const timeout = () =>
    new SafeFetchError('timeout', `The download took longer than ${options.timeoutMs} ms`);
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(
      url,
      {
        agent: agentFor(url),
        signal,
        headers: { 'user-agent': 'affiliate-network-image-fetch', accept: 'image/png, image/jpeg' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({
            status,
            location: res.headers.location ?? null,
            contentType: null,
            body: null,
          });
          return;
        }
        if (status < 200 || status >= 300) {
          res.resume();
          reject(new SafeFetchError('http_status', `The server answered HTTP ${status}`));
          return;
        }
        readBody(res, options.maxBytes, signal, timeout).then(
          (body) =>
            resolve({
              status,
              location: null,
              contentType: res.headers['content-type'] ?? null,
              body,
            }),
          reject,
        );
      },
    );
    req.on('error', (error: Error) => reject(requestFailure(error, signal, timeout)));
  });
}

/** A 2xx answer's body, refused once it passes maxBytes (declared or read). */
function readBody(
  res: http.IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  timeout: () => SafeFetchError,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tooLarge = () =>
      new SafeFetchError('too_large', `The file is larger than ${maxBytes} bytes`);
    const declared = Number(res.headers['content-length'] ?? 0);
    if (declared > maxBytes) {
      res.destroy();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', () =>
      reject(
        signal.aborted
          ? timeout()
          : new SafeFetchError('unreachable', 'The connection broke during the download'),
      ),
    );
  });
}

/** Why a request got no answer: the time ran out, the address is refused, or the server is unreachable. */
function requestFailure(
  error: Error,
  signal: AbortSignal,
  timeout: () => SafeFetchError,
): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (signal.aborted) return timeout();
  if (/is not allowed/.test(error.message))
    return new SafeFetchError(
      'blocked_address',
      'The URL points to a private, loopback or reserved address',
    );
  return new SafeFetchError(
    'unreachable',
    `The server could not be reached (${(error as NodeJS.ErrnoException).code ?? error.message})`,
  );
}

function parseHttpUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new SafeFetchError('bad_url', 'The URL is not valid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError('bad_url', 'Only http and https URLs can be fetched');
  if (url.username || url.password)
    throw new SafeFetchError('bad_url', 'URLs with credentials are not fetched');
  return url;
}

export async function safeFetch(
  rawUrl: string,
  options: SafeFetchOptions,
): Promise<SafeFetchResult> {
  const maxRedirects = options.maxRedirects ?? 3;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url = parseHttpUrl(rawUrl);
    for (let hop = 0; hop <= maxRedirects; hop += 1) {
      const result = await requestOnce(url, options, controller.signal);
      if (result.body)
        return { bytes: result.body, contentType: result.contentType, finalUrl: url.toString() };
      if (!result.location)
        throw new SafeFetchError(
          'http_status',
          `The server answered HTTP ${result.status} without a Location`,
        );
      url = parseHttpUrl(result.location, url);
    }
    throw new SafeFetchError('too_many_redirects', `More than ${maxRedirects} redirects`);
  } finally {
    clearTimeout(timer);
  }
}

export interface SafePostOptions {
  headers: Record<string, string>;
  body: string;
  /** Time until the answer's status and (capped) body are in. */
  timeoutMs: number;
  /** Bytes of the answer's body read at most; the rest is discarded. */
  maxResponseBytes?: number;
}

export interface SafePostResult {
  status: number;
  body: string;
}

/**
 * POSTs to a URL supplied by a user (webhook deliveries) under the same address rules as
 * safeFetch, with the same operator allowance (SAFE_FETCH_ALLOW_ADDRESSES). Redirects are
 * not followed: a 3xx is returned as the status. Any status is returned; only a request
 * that got no answer throws (bad_url, blocked_address, timeout, unreachable).
 */
export async function safePost(rawUrl: string, options: SafePostOptions): Promise<SafePostResult> {
  const url = parseHttpUrl(rawUrl);
  const maxBytes = options.maxResponseBytes ?? 4096;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const signal = controller.signal;
  const timeout = () => new SafeFetchError('timeout', `No answer within ${options.timeoutMs} ms`);
  try {
    return await new Promise<SafePostResult>((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const headers = {
        'user-agent': 'affiliate-network-webhooks',
        ...options.headers,
        'content-length': String(Buffer.byteLength(options.body)),
      };
      const req = client.request(
        url,
        { method: 'POST', agent: agentFor(url), signal, headers },
        (res) => {
          const status = res.statusCode ?? 0;
          const chunks: Buffer[] = [];
          let size = 0;
          const done = () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') });
          res.on('data', (chunk: Buffer) => {
            if (size >= maxBytes) return;
            chunks.push(chunk.subarray(0, maxBytes - size));
            size += chunk.length;
            if (size >= maxBytes) {
              res.destroy();
              done();
            }
          });
          res.on('end', done);
          // The status is in: a body cut short still answers the request.
          res.on('error', done);
        },
      );
      req.on('error', (error: Error) => reject(requestFailure(error, signal, timeout)));
      req.end(options.body);
    });
  } finally {
    clearTimeout(timer);
  }
}
