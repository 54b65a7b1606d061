import type { FieldError } from '@/lib/errors';
import { BulkIdentifierError } from '@/lib/services/conversions';
import type { ErrorKind, Failure } from '../failure';
import { v3FieldCodes, v3KindCodes } from './codes';
import type { Body, Envelope } from './types';

const v3Types: Record<ErrorKind, string> = {
  validation: 'validation_error',
  unauthenticated: 'unauthorised',
  forbidden: 'unauthorised',
  forbidden_view: 'unauthorised',
  terms_required: 'unauthorised',
  not_found: 'not_found',
  route_not_found: 'not_found',
  method_not_allowed: 'routing_error',
  conflict: 'conflict',
  payload_too_large: 'payload_too_large',
  rate_limited: 'too_many_requests',
  internal: 'internal_error',
  unavailable: 'internal_error',
};

/** v3 names a nested attribute `[campaigns][0][campaign_id]`. */
export function bracketPath(path: (string | number)[]): string {
  return path.map((p) => `[${p}]`).join('');
}

// Legacy: the bulk conversion update answers identifiers mixed with references, or keys that
// are not our ids, with its own code on every item instead of each field's code.
const MIXED_IDENTIFIERS_CODE = '99B4BC14-8401-4A45-9AF5-CB79E4989C2E';

function fieldCodeOf(error: Failure['error'], field: FieldError): string {
  return error instanceof BulkIdentifierError ? MIXED_IDENTIFIERS_CODE : v3FieldCodes[field.kind];
}

export const v3: Envelope = {
  success(payload) {
    return payload;
  },
  error({ error, status }, requestId: string): Body {
    let errors;
    if (error.kind === 'validation')
      errors = error.fields.map((f) => ({
        property: bracketPath(f.path),
        type: v3Types.validation,
        code: fieldCodeOf(error, f),
        message: f.message,
      }));
    else {
      const item = { type: v3Types[error.kind], code: v3KindCodes[error.kind] };
      // A conflict may name what is missing (e.g. a setting): one item per field.
      errors = error.fields.length
        ? error.fields.map((f) => ({ property: bracketPath(f.path), ...item, message: f.message }))
        : [{ property: '', ...item, message: error.message }];
    }
    const message = error.kind === 'rate_limited' ? 'Too Many Requests' : error.message;
    const body: Record<string, unknown> = { errors, code: String(status), message };
    if (status >= 500) body.request_id = requestId;
    return { error: body };
  },
};
