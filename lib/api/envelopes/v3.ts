import type { AppError, AppErrorKind } from '@/lib/errors';
import { v3FieldCodes, v3KindCodes } from './codes';
import type { Body, Envelope } from './types';

const v3Types: Record<AppErrorKind, string> = {
  validation: 'validation_error',
  unauthenticated: 'unauthorised',
  forbidden: 'unauthorised',
  forbidden_view: 'unauthorised',
  terms_required: 'unauthorised',
  not_found: 'not_found',
  route_not_found: 'not_found',
  method_not_allowed: 'routing_error',
  conflict: 'conflict',
  rate_limited: 'too_many_requests',
  internal: 'internal_error',
  unavailable: 'internal_error',
};

/** v3 names a nested attribute `[campaigns][0][campaign_id]`. */
export function bracketPath(path: (string | number)[]): string {
  return path.map((p) => `[${p}]`).join('');
}

export const v3: Envelope = {
  success(payload) {
    return payload;
  },
  error(error: AppError, requestId: string): Body {
    const errors =
      error.kind === 'validation'
        ? error.fields.map((f) => ({
            property: bracketPath(f.path),
            type: v3Types.validation,
            code: v3FieldCodes[f.kind],
            message: f.message,
          }))
        : [{ property: '', type: v3Types[error.kind], code: v3KindCodes[error.kind], message: error.message }];
    const message = error.kind === 'rate_limited' ? 'Too Many Requests' : error.message;
    const body: Record<string, unknown> = { errors, code: String(error.status), message };
    if (error.status >= 500) body.request_id = requestId;
    return { error: body };
  },
};
