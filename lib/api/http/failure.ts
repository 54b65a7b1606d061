import { AppError, type AppErrorKind, type FieldError } from '@/lib/errors';

/**
 * What went wrong with the request itself, before any service ran: no route matches, the path
 * does not declare the method, the body is over the limit. Services never throw these.
 */
export type RequestErrorKind = 'route_not_found' | 'method_not_allowed' | 'payload_too_large';

export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  readonly fields: FieldError[] = [];
  /** Extra response headers, e.g. Allow on a 405. */
  readonly headers: Record<string, string>;

  constructor(kind: RequestErrorKind, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'RequestError';
    this.kind = kind;
    this.headers = headers;
  }
}

export type ErrorKind = AppErrorKind | RequestErrorKind;

const statusOfKind: Record<ErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  forbidden_view: 403,
  terms_required: 403,
  not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** An error on its way to the wire: the status and headers it answers with. */
export interface Failure {
  error: AppError | RequestError;
  status: number;
  headers: Record<string, string>;
}

function headersOf(error: AppError | RequestError): Record<string, string> {
  if (error instanceof RequestError) return error.headers;
  if (error.retryAfterSeconds === undefined) return {};
  return { 'Retry-After': String(error.retryAfterSeconds) };
}

export function failureOf(error: AppError | RequestError): Failure {
  return { error, status: statusOfKind[error.kind], headers: headersOf(error) };
}

/** The errors the envelopes render; anything else is a 500. */
export function isRenderableError(error: unknown): error is AppError | RequestError {
  return error instanceof AppError || error instanceof RequestError;
}
