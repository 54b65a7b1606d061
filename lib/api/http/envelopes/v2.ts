import type { ErrorKind } from '../failure';
import { v2FieldCodes } from './codes';
import { dottedPath, executionTime, type Body, type Envelope } from './types';

const v2KindCodes: Record<Exclude<ErrorKind, 'validation' | 'rate_limited'>, string> = {
  unauthenticated: 'unauthorized',
  forbidden: 'unauthorized',
  forbidden_view: 'unauthorized',
  terms_required: 'unauthorized',
  not_found: 'entity_not_found',
  route_not_found: 'entity_not_found',
  method_not_allowed: 'routing_error',
  conflict: 'conflict',
  payload_too_large: 'payload_too_large',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
};

export const v2: Envelope = {
  success(payload, seconds) {
    const time = executionTime(seconds);
    // Legacy: the real v2 campaign-requests schema spells it execution_type; both carry the same value.
    return {
      ...payload,
      ...('execution_type' in payload ? { execution_type: time } : {}),
      execution_time: time,
    };
  },
  error({ error, status }, requestId: string): Body {
    let errors: Body[];
    if (error.kind === 'rate_limited') {
      errors = [];
    } else if (error.kind === 'validation') {
      errors = error.fields.map((f) => ({
        property: dottedPath(f.path),
        type: 'validation_error',
        code: v2FieldCodes[f.kind],
        message: f.message,
      }));
    } else {
      errors = [
        { property: '', type: 'error', code: v2KindCodes[error.kind], message: error.message },
      ];
    }
    const message = error.kind === 'rate_limited' ? 'Too Many Requests' : error.message;
    const body: Record<string, unknown> = { errors, code: String(status), message };
    if (status >= 500) body.request_id = requestId;
    return { error: body };
  },
};
