import type { AuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { safeRedirectUrl } from '@/lib/safe-redirect';
import { getDb } from '@/lib/services/database';
import { getSessionSecret } from '@/lib/services/session-secret';
import { currentSessionVersion, endSessions } from '@/lib/services/users';
import { authorizeWithThrottle } from './login-throttle';

type SignedIn = { id: string; email: string; sv: number };

/**
 * next-auth options, built per request because the secret lives in the database. Sessions
 * carry the user's session_version (`sv`); signing out bumps it, so the token stops working
 * everywhere (lib/api/http/request-principal.ts and page-session.ts compare it on every read).
 */
export async function buildAuthOptions(
  hooks: { onDatabaseError?: (error: unknown) => void } = {},
): Promise<AuthOptions> {
  // next-auth turns a callback's error into a redirect; the route answers 503 instead (auth-route.ts).
  const reporting =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await work(...args);
      } catch (error) {
        hooks.onDatabaseError?.(error);
        throw error;
      }
    };
  return {
    secret: await getSessionSecret(await getDb()),
    session: { strategy: 'jwt', maxAge: 12 * 60 * 60 },
    pages: { signIn: '/login' },
    callbacks: {
      // authorize() returns the version; it goes into the token once, at sign-in.
      jwt: ({ token, user }) => (user ? { ...token, sv: (user as SignedIn).sv } : token),
      // token.sub is the user id (set by next-auth from authorize()); pages read it from the session.
      session: ({ session, token }) => ({
        ...session,
        user: { ...session.user, id: token.sub, sv: token.sv },
      }),
      // Only our own paths: `/` + tab + `/host` and the like end at the console instead.
      redirect: ({ url, baseUrl }) => `${baseUrl}${safeRedirectUrl(url, baseUrl, '/')}`,
    },
    events: {
      signOut: reporting(async ({ token }) => {
        const userId = Number(token?.sub);
        const version = token?.sv;
        if (Number.isSafeInteger(userId) && typeof version === 'number')
          await endSessions(await getDb(), userId, version);
      }),
    },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: {
          email: { label: 'E-mail', type: 'email' },
          password: { label: 'Password', type: 'password' },
        },
        authorize: reporting(async (credentials, req) => {
          if (!credentials?.email || !credentials.password) return null;
          const userId = await authorizeWithThrottle(
            credentials.email,
            credentials.password,
            req?.headers,
          );
          if (!userId) return null;
          const sv = await currentSessionVersion(await getDb(), userId);
          return sv === undefined ? null : { id: String(userId), email: credentials.email, sv };
        }),
      }),
    ],
  };
}
