import {
  METHODS,
  type AnyMethodSpec,
  type Method,
  type RouteHandler,
  type RouteSpec,
} from './endpoint';
import type { ApiVersion } from './envelopes';
import type { Format } from './format';
import { handleRequest } from './handle-request';

/**
 * The one module a route file imports: apiRoute() turns its declared methods into the
 * Next.js method exports; endpoint() and publicEndpoint() declare each method.
 */
export { endpoint, publicEndpoint, METHODS, type Method, type RouteHandler } from './endpoint';

/** Attached to each implemented method's handler, so the OpenAPI document can be built from the route files. */
const ROUTE_META = Symbol.for('affiliate-network.route-meta');

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
    const handler: RouteHandler = (request, context) =>
      handleRequest(request, context, { version: spec.version, formats, spec: methodSpec, allow });
    if (methodSpec)
      Object.defineProperty(handler, ROUTE_META, {
        value: { version: spec.version, formats, spec: methodSpec } satisfies RouteMeta,
      });
    out[method] = handler;
  }
  return out;
}

export interface RouteMeta {
  version: ApiVersion;
  formats: Format[];
  spec: AnyMethodSpec;
}

export function routeMetaOf(handler: unknown): RouteMeta | undefined {
  return typeof handler === 'function'
    ? (handler as unknown as Record<symbol, RouteMeta | undefined>)[ROUTE_META]
    : undefined;
}

/** `/v2` and `/v3` (with or without more path) speak their version; anything else v1. */
export function versionOfPath(pathname: string): ApiVersion | undefined {
  const match = /^\/(v2|v3)(?:\/|$)/.exec(pathname);
  return match ? (match[1] as ApiVersion) : undefined;
}

/**
 * The catch-all for a version: any path no route matches answers 404 in that version's body.
 * The top-level one also receives bare `/v2` and `/v3` (and what `/v3/jobs/..` normalises
 * to), which answer in their own version's body.
 */
export function unknownRoute(version: ApiVersion): Record<Method, RouteHandler> {
  const out = {} as Record<Method, RouteHandler>;
  for (const method of METHODS) {
    out[method] = (request, context) =>
      handleRequest(request, context, {
        version: versionOfPath(new URL(request.url).pathname) ?? version,
        formats: ['json', 'xml'],
        spec: undefined,
        allow: '',
        unknownRoute: true,
      });
  }
  return out;
}
