import createClient, {
  type Client,
  type FetchResponse,
  type RequestBodyOption,
} from 'openapi-fetch';
import type { paths } from './generated/openapi';
import { toApiClientError } from './errors';

/**
 * The one client for our API: openapi-fetch typed by lib/client/generated/openapi.ts, the
 * types of the OpenAPI document the routes declare. A call names the route's path and method
 * (`api.GET('/v3/users/me')`), so paths, parameters, bodies and answers are checked by tsc;
 * `call` turns the answer into its body or an ApiClientError. Regenerate the types with
 * `npm run client:generate` after changing a route.
 */

interface ClientOptions {
  /** Where the API lives; leave out in the browser (same origin). Must be absolute in Node. */
  baseUrl?: string;
  /** An Authorization header value (Basic ...); leave out in the browser to use the session. */
  authorization?: string;
  fetch?: (request: Request) => Promise<Response>;
}

type ApiClient = Client<paths, 'application/json'>;

type ApiPath = keyof paths;

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type Operation<P extends ApiPath, M extends Method> = Extract<paths[P][M], Record<string, unknown>>;

/** The JSON body an operation takes, e.g. `RequestBody<'/user/advertiser', 'post'>`. */
export type RequestBody<P extends ApiPath, M extends Method> = NonNullable<
  RequestBodyOption<Operation<P, M>>['body']
>;

/** The JSON body of an operation's success answer, as `call` returns it. */
export type ResponseBody<P extends ApiPath, M extends Method> = NonNullable<
  FetchResponse<Operation<P, M>, object, 'application/json'>['data']
>;

type QueryValue = string | number | boolean | null | undefined;

/** Query parameters as the API reads them: blank and missing values are left out. */
export function serializeQuery(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  return params.toString();
}

export function createApiClient(options: ClientOptions = {}): ApiClient {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.authorization) headers.authorization = options.authorization;
  return createClient<paths, 'application/json'>({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    headers,
    credentials: 'same-origin',
    querySerializer: (query) => serializeQuery(query as Record<string, QueryValue>),
  });
}

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The body of a successful answer; any other answer throws ApiClientError. */
export async function call<T>(pending: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await pending;
  if (!response.ok) throw toApiClientError(response.status, error);
  return data as T;
}

/**
 * The console's client: same-origin calls authenticated by the session cookie (the browser
 * sends Origin on writes, which the API checks against CSRF).
 */
export const api = createApiClient();
