import { v2FieldCodes } from './codes';
import { dottedPath, executionTime, type Body, type Envelope } from './types';

// Legacy: the only v1 error body the spec shows is the 429 one,
// {"error":{"message":"Too Many Requests","type":"429"}}. Every v1 error keeps that
// shape; validation errors add `errors` items with property, code and message.
export const v1: Envelope = {
  success(payload, seconds) {
    return { ...payload, execution_time: executionTime(seconds) };
  },
  error({ error, status }, requestId: string): Body {
    const body: Record<string, unknown> = {
      message: error.kind === 'rate_limited' ? 'Too Many Requests' : error.message,
      type: String(status),
    };
    if (error.fields.length) {
      body.errors = error.fields.map((f) => ({
        property: dottedPath(f.path),
        code: v2FieldCodes[f.kind],
        message: f.message,
      }));
    }
    if (status >= 500) body.request_id = requestId;
    return { error: body };
  },
};
