import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { getDb, type Db } from '@/lib/db/client';
import { AppError, isAppError } from '@/lib/errors';
import type { Principal } from '@/lib/auth/principal';
import { parseBasicAuth } from '@/lib/auth/keys';
import { isSameOrigin, sessionUserId } from '@/lib/auth/session';
import { authenticateByKeys, principalForUser } from '@/lib/services/users';
import { envelopes, type ApiVersion, type Body } from './envelopes';
import { contentTypes, formatOf, serialize, type Format } from './format';
import { consume } from './rate-limit';
import { logger } from '@/lib/logger';
import { runInRequestContext } from '@/lib/request-context';
import { claimIdempotencyKey, releaseIdempotencyKey, saveIdempotentOutcome } from '@/lib/services/idempotency';
import { idempotencyKeyOf, outcomeOf, replayOf, requestHashOf } from './idempotency';
import { parseOrThrow } from './validation';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

const MAX_BODY_BYTES = 8 * 1024 * 1024;

export interface HandlerContext<Q, B, P> {
  request: Request;
  principal: Principal;
  db: Db;
  query: Q;
  body: B;
  params: P;
  requestId: string;
  format: Format;
  /** Scheme and host the caller reached us on (PUBLIC_BASE_URL when set), for absolute links. */
  origin: string;
}

export interface HandlerResult {
  status?: number;
  /** v1/v2: the payload without execution_time; v3: {data, hypermedia}. Omit for 204. */
  body?: Body;
  headers?: Record<string, string>;
  /** A body sent as-is, streamed, with the format's content type (e.g. a CSV export); replaces `body`. */
  stream?: ReadableStream<Uint8Array>;
}

type AnySchema = z.ZodType;
type Out<S> = S extends AnySchema ? z.output<S> : undefined;

export interface MethodSpec<QS, BS, PS> {
  /** Set by publicEndpoint(): callable without credentials. */
  auth?: 'none';
  /** One line for the API reference, e.g. "List all partners on the network (op 4)". */
  summary?: string;
  /**
   * Success responses by status: the zod schema of the body as sent (v1/v2 without
   * execution_time, which the envelope adds), or null for no body. Feeds the OpenAPI
   * document and the test that checks real responses against it.
   */
  responses?: Record<number, z.ZodType | null>;
  /** The success body's media type when it is not JSON, e.g. a v3 CSV export (the document says so). */
  produces?: 'text/csv';
  query?: QS;
  body?: BS;
  params?: PS;
  handler: (ctx: HandlerContext<Out<QS>, Out<BS>, Out<PS>>) => Promise<HandlerResult>;
}

/** A public operation's handler: the caller is known only when credentials came anyway. */
export type PublicMethodSpec<QS, BS, PS> = Omit<MethodSpec<QS, BS, PS>, 'handler' | 'auth'> & {
  handler: (ctx: Omit<HandlerContext<Out<QS>, Out<BS>, Out<PS>>, 'principal'> & { principal: Principal | undefined }) => Promise<HandlerResult>;
};

/** Declares one method of a route with its schemas, so the handler's inputs are typed. */
export function endpoint<QS extends AnySchema | undefined = undefined, BS extends AnySchema | undefined = undefined, PS extends AnySchema | undefined = undefined>(
  spec: MethodSpec<QS, BS, PS>,
): MethodSpec<QS, BS, PS> {
  return spec;
}

/** Declares one of the few operations callable without credentials (public partner sign-up). */
export function publicEndpoint<QS extends AnySchema | undefined = undefined, BS extends AnySchema | undefined = undefined, PS extends AnySchema | undefined = undefined>(
  spec: PublicMethodSpec<QS, BS, PS>,
): MethodSpec<QS, BS, PS> {
  return { ...spec, auth: 'none' } as MethodSpec<QS, BS, PS>;
}

// Each endpoint() keeps its own input types; the route table only needs to hold them.
type AnyMethodSpec = MethodSpec<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface RouteSpec {
  version: ApiVersion;
  /** v1 formats this path serves; JSON only by default. */
  formats?: Format[];
  GET?: AnyMethodSpec;
  POST?: AnyMethodSpec;
  PUT?: AnyMethodSpec;
  PATCH?: AnyMethodSpec;
  DELETE?: AnyMethodSpec;
}

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>;

function requestIdOf(request: Request): string {
  const incoming = request.headers.get('x-request-id');
  return incoming && /^[A-Za-z0-9._-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'unknown';
}

async function resolvePrincipal(request: Request, db: Db): Promise<Principal | undefined> {
  const authorization = request.headers.get('authorization');
  if (authorization) {
    const credentials = parseBasicAuth(authorization);
    if (!credentials) return undefined;
    return authenticateByKeys(db, credentials.applicationKey, credentials.userApiKey);
  }
  const userId = await sessionUserId(request, db);
  if (userId === undefined || !isSameOrigin(request)) return undefined;
  return principalForUser(db, userId, 'session');
}

async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw AppError.field([], 'too_long', `The request body must be at most ${MAX_BODY_BYTES} bytes`);
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    throw AppError.field([], 'too_long', `The request body must be at most ${MAX_BODY_BYTES} bytes`);
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw AppError.field([], 'invalid_json', 'The request body is not valid JSON');
  }
}

interface Rendered {
  status: number;
  headers: Headers;
  text: string | null;
}

function render(status: number, body: Body | undefined, format: Format, headers: Record<string, string>): Rendered {
  const out = new Headers(headers);
  if (status === 204 || body === undefined) return { status, headers: out, text: null };
  out.set('Content-Type', contentTypes[format]);
  return { status, headers: out, text: serialize(body, format) };
}

// gzip is applied by the Next.js server (compress: true) for bodies over 1 KB; a handler
// cannot do it itself, because Next.js strips Content-Encoding from handler responses.
const toResponse = (r: Rendered) => new Response(r.text, { status: r.status, headers: r.headers });

/** A request carrying an Idempotency-Key whose outcome this request must store. */
interface IdempotentClaim {
  userId: number;
  key: string;
}

async function settleClaim(db: Db, claim: IdempotentClaim | undefined, rendered: Rendered): Promise<void> {
  if (!claim) return;
  // A failure on our side is not an outcome: the retry runs the request again.
  if (rendered.status >= 500) await releaseIdempotencyKey(db, claim.userId, claim.key);
  else await saveIdempotentOutcome(db, claim.userId, claim.key, outcomeOf(rendered.status, rendered.headers, rendered.text));
}

interface Dispatch {
  version: ApiVersion;
  formats: Format[];
  spec: AnyMethodSpec | undefined;
  allow: string;
  /** Set by the catch-all routes: no route matches this path. */
  unknownRoute?: boolean;
}

async function handle(request: Request, context: RouteContext, d: Dispatch): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdOf(request);
  const envelope = envelopes[d.version];
  const requested = d.version === 'v1' ? formatOf(request) : 'json';
  let format: Format = d.formats.includes(requested) ? requested : 'json';
  const headers: Record<string, string> = { 'X-Request-Id': requestId };
  let claim: (IdempotentClaim & { db: Db }) | undefined;
  try {
    const db = await getDb();
    const principal = await resolvePrincipal(request, db);
    const limit = await consume(principal ? `user:${principal.userId}` : `addr:${clientAddress(request)}`);
    Object.assign(headers, limit.headers);
    if (!limit.allowed) throw new AppError('rate_limited', 'Too Many Requests');
    if (d.unknownRoute) throw new AppError('route_not_found', 'No route matches this URL');
    if (!d.spec) {
      throw new AppError('method_not_allowed', `Method ${request.method} is not allowed here; allowed: ${d.allow}`, {
        headers: { Allow: d.allow },
      });
    }
    if (!principal && d.spec.auth !== 'none') {
      throw new AppError('unauthenticated', 'Missing or invalid credentials: send Basic application_key:user_api_key');
    }
    if (!d.formats.includes(requested)) {
      format = 'json';
      throw AppError.field(['format'], 'invalid_enum', `This endpoint does not serve .${requested}; use ${d.formats.map((f) => `.${f}`).join(' or ')}`);
    }
    const spec = d.spec;
    const idempotencyKey = principal ? idempotencyKeyOf(request) : undefined;
    const requestHash = idempotencyKey ? await requestHashOf(request, format) : undefined;
    const rawParams = await context.params;
    const params = spec.params ? parseOrThrow(spec.params as AnySchema, rawParams) : rawParams;
    const query = spec.query
      ? parseOrThrow(spec.query as AnySchema, Object.fromEntries(new URL(request.url).searchParams))
      : undefined;
    const body = spec.body ? parseOrThrow(spec.body as AnySchema, await readJsonBody(request)) : undefined;
    if (principal && idempotencyKey && requestHash) {
      const claimed = await claimIdempotencyKey(db, principal.userId, idempotencyKey, requestHash);
      if (claimed.kind === 'replay') return replayOf(claimed.outcome, headers);
      claim = { userId: principal.userId, key: idempotencyKey, db };
    }
    const origin = process.env.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? new URL(request.url).origin;
    // Only a publicEndpoint() gets here without a principal; its handler is typed for that.
    const result = await runInRequestContext({ requestId }, () =>
      spec.handler({ request, principal: principal as Principal, db, query, body, params, requestId, format, origin }),
    );
    const status = result.status ?? 200;
    if (result.stream) {
      if (claim) await releaseIdempotencyKey(db, claim.userId, claim.key);
      return new Response(result.stream, { status, headers: new Headers({ ...headers, 'Content-Type': contentTypes[format], ...result.headers }) });
    }
    const seconds = (performance.now() - started) / 1000;
    const rendered = render(status, result.body === undefined ? undefined : envelope.success(result.body, seconds), format, { ...headers, ...result.headers });
    if (claim) {
      const settling = claim;
      claim = undefined;
      // The change is done: if its outcome cannot be stored, the key stays pending (retries get 409), never re-applies.
      await settleClaim(db, settling, rendered).catch((err: unknown) => logger.error({ err, requestId }, 'could not store an idempotent outcome'));
    }
    return toResponse(rendered);
  } catch (error) {
    let appError: AppError;
    if (isAppError(error)) {
      appError = error;
    } else {
      logger.error({ err: error, requestId, method: request.method, url: request.url }, 'unhandled error');
      appError = new AppError('internal', `An unexpected error occurred; quote request id ${requestId} when reporting it`);
    }
    // v2/v3 reads hide what the caller may not view, so its existence is not revealed.
    if (appError.kind === 'forbidden_view' && d.version !== 'v1' && request.method === 'GET') {
      appError = new AppError('not_found', 'Resource not found');
    }
    const rendered = render(appError.status, envelope.error(appError, requestId), format, { ...headers, ...appError.headers });
    if (claim) {
      await settleClaim(claim.db, claim, rendered).catch((err: unknown) => logger.error({ err, requestId }, 'could not settle an idempotency key'));
    }
    return toResponse(rendered);
  }
}

/**
 * Builds every method export of a route file. Methods the spec leaves out answer 405
 * with an Allow header, in the version's error body.
 */
export function apiRoute(spec: RouteSpec): Record<Method, RouteHandler> {
  const formats = spec.formats ?? ['json'];
  const allow = METHODS.filter((m) => spec[m]).join(', ');
  const out = {} as Record<Method, RouteHandler>;
  for (const method of METHODS) {
    const methodSpec = spec[method];
    const handler: RouteHandler = (request, context) => handle(request, context, { version: spec.version, formats, spec: methodSpec, allow });
    if (methodSpec) Object.defineProperty(handler, ROUTE_META, { value: { version: spec.version, formats, spec: methodSpec } satisfies RouteMeta });
    out[method] = handler;
  }
  return out;
}

/** Attached to each implemented method's handler, so the OpenAPI document can be built from the route files. */
export const ROUTE_META = Symbol.for('affiliate-network.route-meta');

export interface RouteMeta {
  version: ApiVersion;
  formats: Format[];
  spec: AnyMethodSpec;
}

export function routeMetaOf(handler: unknown): RouteMeta | undefined {
  return typeof handler === 'function' ? (handler as unknown as Record<symbol, RouteMeta | undefined>)[ROUTE_META] : undefined;
}

/** The catch-all for a version: any path no route matches answers 404 in that version's body. */
export function unknownRoute(version: ApiVersion): Record<Method, RouteHandler> {
  const out = {} as Record<Method, RouteHandler>;
  for (const method of METHODS) {
    out[method] = (request, context) =>
      handle(request, context, { version, formats: ['json', 'xml'], spec: undefined, allow: '', unknownRoute: true });
  }
  return out;
}
