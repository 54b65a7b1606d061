/**
 * The one error type services throw: what went wrong (a kind from a closed set), a message and
 * the fields concerned. lib/api/http/failure.ts gives each kind its HTTP status, and the
 * envelopes render it in the body and code of the API version a request came in on.
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
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'forbidden_view' // view access to an entity missing (v2/v3 reads answer it as not_found)
  | 'terms_required' // terms must be acknowledged first
  | 'not_found' // an entity that does not exist or may not be seen
  | 'conflict' // e.g. a request with the same Idempotency-Key still in progress
  | 'rate_limited'
  | 'internal'
  | 'unavailable';

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly fields: FieldError[];
  /** When a rate_limited caller may try again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: AppErrorKind,
    message: string,
    options: { fields?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.fields = options.fields ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
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
