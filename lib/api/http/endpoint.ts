import type { z } from 'zod';
import type { Principal } from '@/lib/auth/principal';
import type { Db } from '@/lib/services/database';
import type { ApiVersion, Body } from './envelopes';
import type { Format } from './format';

/** What a route file declares: its methods, each with schemas and a typed handler. */

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

interface HandlerContext<Q, B, P> {
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

type Produced = 'text/csv' | 'application/pdf' | 'application/xml';

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

interface MethodSpec<QS, BS, PS> {
  /** Set by publicEndpoint(): callable without credentials. */
  auth?: 'none';
  /** One line for the API reference, e.g. "List all partners on the network". */
  summary?: string;
  /**
   * The public Partnerize operation this one follows, listed in docs/operations.md:
   * "<openapi file stem> <METHOD> <path>" (api-evangelist/partnerize), "<name>.apib <METHOD> <path>"
   * (PerformanceHorizonGroup/apidocs), or 'ours' for an operation of our own design.
   */
  reference?: string;
  /**
   * Success responses by status: the zod schema of the body as sent (v1/v2 without
   * execution_time, which the envelope adds), or null for no body. Feeds the OpenAPI
   * document and the test that checks real responses against it.
   */
  responses?: Record<number, z.ZodType | null>;
  /** The success body's media type when it is not JSON, e.g. a v3 CSV export (the document says so). */
  produces?: Produced | Produced[];
  /** When the operation answers 409 (the resource's state forbids it): what the document says of it. */
  conflict?: string;
  query?: QS;
  body?: BS;
  params?: PS;
  /**
   * Rate-limit points this request costs, from its checked inputs (default 1): an operation
   * whose work grows with what the request asks charges in proportion (X-RateLimit-Cost).
   */
  cost?: (inputs: { query: Out<QS>; body: Out<BS>; params: Out<PS> }) => number;
  handler: (ctx: HandlerContext<Out<QS>, Out<BS>, Out<PS>>) => Promise<HandlerResult>;
}

/** A public operation's handler: the caller is known only when credentials came anyway. */
type PublicMethodSpec<QS, BS, PS> = Omit<MethodSpec<QS, BS, PS>, 'handler' | 'auth'> & {
  handler: (
    ctx: Omit<HandlerContext<Out<QS>, Out<BS>, Out<PS>>, 'principal'> & {
      principal: Principal | undefined;
    },
  ) => Promise<HandlerResult>;
};

/** Declares one method of a route with its schemas, so the handler's inputs are typed. */
export function endpoint<
  QS extends AnySchema | undefined = undefined,
  BS extends AnySchema | undefined = undefined,
  PS extends AnySchema | undefined = undefined,
>(spec: MethodSpec<QS, BS, PS>): MethodSpec<QS, BS, PS> {
  return spec;
}

/** Declares one of the few operations callable without credentials (public partner sign-up). */
export function publicEndpoint<
  QS extends AnySchema | undefined = undefined,
  BS extends AnySchema | undefined = undefined,
  PS extends AnySchema | undefined = undefined,
>(spec: PublicMethodSpec<QS, BS, PS>): MethodSpec<QS, BS, PS> {
  return { ...spec, auth: 'none' } as MethodSpec<QS, BS, PS>;
}

/** What a route file says about an operation an endpoint factory builds (docs/operations.md lists both). */
export interface OperationDoc {
  summary: string;
  reference: string;
}

// Each endpoint() keeps its own input types; the route table only needs to hold them.
export type AnyMethodSpec = MethodSpec<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

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

export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>;
