import NextAuth from 'next-auth';
import { logger } from '@/lib/logger';
import { DATABASE_RETRY_AFTER_SECONDS, noteDatabaseError } from '@/lib/services/database';
import { buildAuthOptions } from './auth-options';
import { checkedSignInRequest } from './sign-in-body';

type Context = { params: Promise<{ nextauth: string[] }> };

/** The sign-in form's fetch rejects on this answer and says sign-in is not available right now. */
function unavailable(): Response {
  const body = {
    error: { message: 'Sign-in is temporarily unavailable; try again shortly', type: '503' },
  };
  return Response.json(body, {
    status: 503,
    headers: {
      'cache-control': 'no-store',
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    },
  });
}

/**
 * next-auth's routes (`/api/auth/*`). While the database cannot be reached they answer 503 with
 * Retry-After: next-auth would turn a failed sign-in into an "invalid credentials" redirect, and
 * a sign-out whose session could not be ended into a cleared cookie with a token still valid.
 * A JSON body that is not JSON is refused first (400), as next-auth would throw on it.
 */
export async function authResponse(received: Request, context: Context): Promise<Response> {
  const request = await checkedSignInRequest(received);
  if (request instanceof Response) return request;
  let outage = false;
  const onDatabaseError = (error: unknown) => {
    if (noteDatabaseError(error)) outage = true;
  };
  try {
    const response = await NextAuth(
      request as never,
      context as never,
      await buildAuthOptions({ onDatabaseError }),
    );
    if (!outage) return response;
  } catch (error) {
    if (!noteDatabaseError(error)) throw error;
  }
  logger.warn({ path: new URL(request.url).pathname }, 'sign-in route: database unavailable');
  return unavailable();
}
