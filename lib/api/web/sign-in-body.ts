import { NextRequest } from 'next/server';
import { isRenderableError } from '@/lib/api/http/failure';
import { readBodyBytes } from '@/lib/api/http/request-body';

/** The short error body of the sign-in routes (next-auth's own are HTML redirects). */
const refusal = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * next-auth reads a JSON sign-in body with request.json(), and anything that is not JSON
 * throws inside it: a bare 500. The body is read here first, within the byte limit, and a body
 * that is not JSON is a 400; a good one goes on to next-auth in a request of its own.
 */
export async function checkedSignInRequest(request: Request): Promise<Request | Response> {
  if (
    request.method !== 'POST' ||
    !request.headers.get('content-type')?.includes('application/json')
  )
    return request;
  let bytes: Buffer;
  try {
    bytes = await readBodyBytes(request);
  } catch (error) {
    if (isRenderableError(error)) return refusal(413, 'payload_too_large', error.message);
    throw error;
  }
  try {
    JSON.parse(bytes.toString('utf8'));
  } catch {
    return refusal(400, 'invalid_json', 'The request body is not valid JSON');
  }
  return new NextRequest(request.url, {
    method: request.method,
    headers: request.headers,
    body: new Uint8Array(bytes),
  });
}
