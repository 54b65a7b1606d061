import type { AuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/lib/db/client';
import { getSessionSecret } from './session';
import { verifyLogin } from '@/lib/services/users';

/** next-auth options, built per request because the secret lives in the database. */
export async function buildAuthOptions(): Promise<AuthOptions> {
  const db = await getDb();
  return {
    secret: await getSessionSecret(db),
    session: { strategy: 'jwt', maxAge: 12 * 60 * 60 },
    pages: { signIn: '/login' },
    callbacks: {
      // token.sub is the user id (set by next-auth from authorize()); pages read it from the session.
      session: ({ session, token }) => ({ ...session, user: { ...session.user, id: token.sub } }),
    },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials) {
          if (!credentials?.email || !credentials.password) return null;
          const userId = await verifyLogin(db, credentials.email, credentials.password);
          return userId ? { id: String(userId), email: credentials.email } : null;
        },
      }),
    ],
  };
}

/** The signed-in user's id on a server page, or undefined. */
export function sessionUserIdOf(session: unknown): number | undefined {
  const id = Number((session as { user?: { id?: string } } | null)?.user?.id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
