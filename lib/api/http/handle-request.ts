import { randomUUID } from 'node:crypto';
import type { Principal } from '@/lib/auth/principal';
import { config } from '@/lib/config';
import { AppError } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { runInRequestContext, type RequestContext } from '@/lib/request-context';
import { getDb } from '@/lib/services/database';
import { clientAddressOfRequest } from './client-address';
import type { AnyMethodSpec, HandlerResult, RouteContext } from './endpoint';
import { envelopes, type ApiVersion } from './envelopes';
import { failureOf, isRenderableError, RequestError } from './failure';
import { contentTypes, formatOf, type Format } from './format';
import {
  claimKey,
  idempotencyKeyOf,
  releaseClaim,
  requestHashOf,
  settleClaim,
  type HeldClaim,
} from './idempotency';
import { consume } from './rate-limit';
import { render, toResponse } from './render';
import { parseJsonBody, readBodyBytes } from './request-body';
import { resolvePrincipal } from './request-principal';
import { unavailableErrorOf } from './unavailable';
import { parseOrThrow } from './validation';

/** Which method spec a request reached, as apiRoute() or unknownRoute() found it. */
export interface Dispatch {
  version: ApiVersion;
  formats: Format[];
  spec: AnyMethodSpec | undefined;
  allow: string;
  /** Set by the catch-all routes: no route matches this path. */
  unknownRoute?: boolean;
}

/** One request on its way through: what both the answer and an error response need. */
interface Exchange {
  request: Request;
  dispatch: Dispatch;
  started: number;
  requestId: string;
  /** The format the path asked for (v1 `.xml` etc.); JSON for v2 and v3. */
  requested: Format;
  /** The format the response is written in: the requested one when this route serves it. */
  format: Format;
  headers: Record<string, string>;
  /** Set once this request holds an Idempotency-Key, cleared once its outcome is stored. */
  claim?: HeldClaim;
  /** What the handler's services see of this request (its id, the key it holds). */
  context: RequestContext;
  /** The answer depends on who asks (credentials sent): never stored by any cache. */
  private?: boolean;
}

/** Every API answer is kept out of caches; one that depends on credentials also out of shared ones. */
const NO_STORE = 'no-store';
const PRIVATE_NO_STORE = 'private, no-store';

const carriesCredentials = (request: Request) =>
  request.headers.has('authorization') || request.headers.has('cookie');

function requestIdOf(request: Request): string {
  const incoming = request.headers.get('x-request-id');
  return incoming && /^[A-Za-z0-9._-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/** Runs one API request: checks, inputs, idempotency, the handler, and the versioned body. */
export async function handleRequest(
  request: Request,
  context: RouteContext,
  dispatch: Dispatch,
): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdOf(request);
  const requested = dispatch.version === 'v1' ? formatOf(request) : 'json';
  const x: Exchange = {
    request,
    dispatch,
    started,
    requestId,
    requested,
    format: dispatch.formats.includes(requested) ? requested : 'json',
    headers: { 'X-Request-Id': requestId, 'Cache-Control': NO_STORE },
    context: { requestId },
  };
  try {
    return await serve(x, context);
  } catch (error) {
    return await renderFailure(x, error);
  }
}

async function serve(x: Exchange, context: RouteContext): Promise<Response> {
  const { request, requestId, format } = x;
  const db = await getDb();
  if (carriesCredentials(request)) x.private = true;
  const principal = await resolvePrincipal(request, db);
  if (principal) x.private = true;
  if (x.private) x.headers['Cache-Control'] = PRIVATE_NO_STORE;
  const spec = await admit(x, principal);
  const idempotencyKey = principal ? idempotencyKeyOf(request) : undefined;
  // Read once, within the byte limit, for both the idempotency hash and the JSON body.
  const rawBody = spec.body || idempotencyKey ? await readBodyBytes(request) : undefined;
  const requestHash =
    idempotencyKey && rawBody ? requestHashOf(request, format, rawBody) : undefined;
  const inputs = await parseInputs(request, context, spec, rawBody);
  if (spec.cost) await chargeCost(x, principal, spec.cost(inputs));
  if (principal && idempotencyKey && requestHash) {
    const claimed = await claimKey(db, principal.userId, idempotencyKey, requestHash, x.headers);
    if (claimed instanceof Response) return claimed;
    x.claim = claimed;
    if (claimed.applied) {
      x.headers['Idempotent-Replayed'] = 'true';
      throw new AppError(
        'conflict',
        'The request with this Idempotency-Key was applied, but the server stopped before storing its response; it will not be applied again. Read the resource to see the result',
      );
    }
    x.context.idempotencyKey = claimed.held;
  }
  const origin = config().publicBaseUrl ?? new URL(request.url).origin;
  // Only a publicEndpoint() gets here without a principal; its handler is typed for that.
  const result = await runInRequestContext(x.context, () =>
    spec.handler({
      request,
      principal: principal as Principal,
      db,
      ...inputs,
      requestId,
      format,
      origin,
    }),
  );
  return respond(x, result);
}

const rateLimitKey = (request: Request, principal: Principal | undefined) =>
  principal ? `user:${principal.userId}` : `addr:${clientAddressOfRequest(request)}`;

/** The checks before any input is read: rate limit, route, method, credentials, format. */
async function admit(x: Exchange, principal: Principal | undefined): Promise<AnyMethodSpec> {
  const { request, dispatch: d } = x;
  const limit = await consume(rateLimitKey(request, principal));
  Object.assign(x.headers, limit.headers, { 'X-RateLimit-Cost': '1' });
  if (!limit.allowed) throw new AppError('rate_limited', 'Too Many Requests');
  if (d.unknownRoute) throw new RequestError('route_not_found', 'No route matches this URL');
  if (!d.spec) {
    throw new RequestError(
      'method_not_allowed',
      `Method ${request.method} is not allowed here; allowed: ${d.allow}`,
      { Allow: d.allow },
    );
  }
  if (!principal && d.spec.auth !== 'none') {
    throw new AppError(
      'unauthenticated',
      'Missing or invalid credentials: send Basic application_key:user_api_key',
    );
  }
  if (!d.formats.includes(x.requested)) {
    throw AppError.field(
      ['format'],
      'invalid_enum',
      `This endpoint does not serve .${x.requested}; use ${d.formats.map((f) => `.${f}`).join(' or ')}`,
    );
  }
  return d.spec;
}

/** Takes the rest of an expensive request's cost (admission took one point): 429 once spent. */
async function chargeCost(x: Exchange, principal: Principal | undefined, cost: number) {
  const points = Number.isFinite(cost) ? Math.max(1, Math.ceil(cost)) : 1;
  if (points === 1) return;
  const limit = await consume(rateLimitKey(x.request, principal), points - 1);
  Object.assign(x.headers, limit.headers, { 'X-RateLimit-Cost': String(points) });
  if (!limit.allowed) throw new AppError('rate_limited', 'Too Many Requests');
}

/** Path parameters, query and JSON body, each checked by its schema when the spec has one. */
async function parseInputs(
  request: Request,
  context: RouteContext,
  spec: AnyMethodSpec,
  rawBody: Buffer | undefined,
) {
  const rawParams = await context.params;
  const params = spec.params ? parseOrThrow(spec.params, rawParams) : rawParams;
  const query = spec.query
    ? parseOrThrow(spec.query, Object.fromEntries(new URL(request.url).searchParams))
    : undefined;
  const body =
    spec.body && rawBody
      ? parseOrThrow(spec.body, parseJsonBody(new TextDecoder().decode(rawBody)))
      : undefined;
  return { params, query, body };
}

async function respond(x: Exchange, result: HandlerResult): Promise<Response> {
  const status = result.status ?? 200;
  if (result.stream) {
    if (x.claim) await releaseClaim(takeClaim(x));
    const headers = new Headers({
      ...x.headers,
      'Content-Type': contentTypes[x.format],
      ...result.headers,
    });
    if (x.private) headers.set('Cache-Control', PRIVATE_NO_STORE);
    return new Response(result.stream, { status, headers });
  }
  const seconds = (performance.now() - x.started) / 1000;
  const envelope = envelopes[x.dispatch.version];
  const rendered = render(
    status,
    result.body === undefined ? undefined : envelope.success(result.body, seconds),
    x.format,
    { ...x.headers, ...result.headers },
  );
  // A handler may choose caching for a public answer, never for one that depends on credentials.
  if (x.private) rendered.headers.set('Cache-Control', PRIVATE_NO_STORE);
  if (x.claim) {
    // The change is done: if its outcome cannot be stored, the key's lease lapses and the next
    // retry is told the change applied (it committed with the key's mark), never re-applies.
    await settleClaim(takeClaim(x), rendered).catch((err: unknown) =>
      logger.error({ err, requestId: x.requestId }, 'could not store an idempotent outcome'),
    );
  }
  return toResponse(rendered, x.request);
}

/** The held key, now to be settled: work the request left running no longer marks it. */
function takeClaim(x: Exchange): HeldClaim {
  const claim = x.claim!;
  x.claim = undefined;
  x.context.idempotencyKey = undefined;
  return claim;
}

/** The error as the closed set the envelopes render: anything else is logged and answered as a 500. */
function renderableOf(x: Exchange, error: unknown): AppError | RequestError {
  const { request, requestId } = x;
  const unavailable = unavailableErrorOf(error);
  if (unavailable) {
    logger.warn({ err: error, requestId, method: request.method }, 'database unavailable');
    return unavailable;
  }
  if (!isRenderableError(error)) {
    logger.error(
      { err: error, requestId, method: request.method, url: request.url },
      'unhandled error',
    );
    return new AppError(
      'internal',
      `An unexpected error occurred; quote request id ${requestId} when reporting it`,
    );
  }
  // v2/v3 reads hide what the caller may not view, so its existence is not revealed.
  if (error.kind === 'forbidden_view' && x.dispatch.version !== 'v1' && request.method === 'GET')
    return new AppError('not_found', 'Resource not found');
  return error;
}

async function renderFailure(x: Exchange, error: unknown): Promise<Response> {
  const failure = failureOf(renderableOf(x, error));
  const envelope = envelopes[x.dispatch.version];
  const rendered = render(failure.status, envelope.error(failure, x.requestId), x.format, {
    ...x.headers,
    ...failure.headers,
  });
  if (x.claim) {
    await settleClaim(takeClaim(x), rendered).catch((err: unknown) =>
      logger.error({ err, requestId: x.requestId }, 'could not settle an idempotency key'),
    );
  }
  return toResponse(rendered, x.request);
}
