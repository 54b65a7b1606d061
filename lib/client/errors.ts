/** What the API said was wrong, as the client hands it to its callers. */

export interface FieldProblem {
  property: string;
  code: string;
  message: string;
}

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldProblem[],
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

/**
 * Every API version answers an error as `{ error: { message, errors?: [{ property, code,
 * message, ... }] } }` (v1 leaves `errors` out when no field is to blame); anything else, such
 * as a proxy's HTML page, keeps only the status.
 */
export function toApiClientError(status: number, body: unknown): ApiClientError {
  const error = (body as { error?: { message?: unknown; errors?: unknown } } | null | undefined)
    ?.error;
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  const items = Array.isArray(error?.errors) ? (error.errors as Partial<FieldProblem>[]) : [];
  const fields = items.map((item) => ({
    property: String(item.property ?? ''),
    code: String(item.code ?? ''),
    message: String(item.message ?? ''),
  }));
  return new ApiClientError(status, message, fields);
}
