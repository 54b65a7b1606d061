// The one home of the request-body limit: the server entry refuses larger bodies on every route
// (body-guard.mjs), and the API's own reader (lib/api/http/request-body.ts) holds the same number
// where no server entry stands in front (`next dev`, in-process calls).

/** The largest request body we read, counted in bytes as they arrive: 8 MiB. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

export const TOO_LARGE_MESSAGE = `The request body must be at most ${MAX_BODY_BYTES} bytes (8 MiB)`;

const TOO_LARGE_CODE = 'ANET_BODY_TOO_LARGE';

/** The error a request stream fails with once the server has refused its body as too large. */
export function bodyTooLargeError() {
  return Object.assign(new Error(TOO_LARGE_MESSAGE), { code: TOO_LARGE_CODE });
}

export function isBodyTooLarge(error) {
  return error instanceof Error && error.code === TOO_LARGE_CODE;
}
