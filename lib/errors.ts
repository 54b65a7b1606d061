/**
 * The one error type services throw. Its kinds are a closed set; lib/api renders
 * each kind in the body and code of the API version a request came in on.
 */

/** What is wrong with one field; each maps to a v2 code and a v3 UUID code. */
export const fieldErrorKinds = [
  'required',
  'blank',
  'invalid_type',
  'invalid_enum',
  'invalid_country',
  'invalid_currency',
  'invalid_locale',
  'invalid_format',
  'invalid_email',
  'invalid_url',
  'invalid_ip',
  'invalid_date',
  'invalid_datetime',
  'invalid_timezone',
  'invalid_value',
  'too_long',
  'too_short',
  'too_big',
  'too_small',
  'too_many_items',
  'too_few_items',
  'not_unique_items',
  'unexpected_attribute',
  'invalid_json',
  'duplicate',
  'password_compromised',
  'file_empty',
  'file_too_large',
  'file_invalid_type',
  'image_corrupted',
  'image_size_unknown',
  'image_too_many_pixels',
  'image_too_wide',
  'image_too_tall',
  'remote_unreachable',
  'idempotency_key_reused',
] as const;
export type FieldErrorKind = (typeof fieldErrorKinds)[number];

export interface FieldError {
  /** Path to the attribute, e.g. ['publishers', 0, 'network_status']; empty when not tied to one. */
  path: (string | number)[];
  kind: FieldErrorKind;
  message: string;
}

export type AppErrorKind =
  | 'validation' // 400
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'forbidden_view' // 403, view access to an entity missing
  | 'terms_required' // 403, terms must be acknowledged first
  | 'not_found' // 404, an entity that does not exist or may not be seen
  | 'route_not_found' // 404, no route matches
  | 'method_not_allowed' // 405
  | 'conflict' // 409, e.g. a request with the same Idempotency-Key still in progress
  | 'payload_too_large' // 413, a request body over the limit
  | 'rate_limited' // 429
  | 'internal' // 500
  | 'unavailable'; // 503

export const statusOfKind: Record<AppErrorKind, number> = {
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

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly fields: FieldError[];
  /** Extra response headers, e.g. Allow on a 405. */
  readonly headers: Record<string, string>;

  constructor(
    kind: AppErrorKind,
    message: string,
    options: { fields?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.fields = options.fields ?? [];
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return statusOfKind[this.kind];
  }

  static validation(fields: FieldError[], message = 'The request is invalid'): AppError {
    return new AppError('validation', message, { fields });
  }

  static field(path: FieldError['path'], kind: FieldErrorKind, message: string): AppError {
    return AppError.validation([{ path, kind, message }], message);
  }

  static notFound(what = 'Resource'): AppError {
    return new AppError('not_found', `${what} not found`);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
