import { headers } from 'next/headers';
import { getServerSession } from 'next-auth';
import { buildAuthOptions, sessionUserIdOf } from '@/lib/auth/options';
import { getDb } from '@/lib/db/client';
import { principalForUser } from '@/lib/services/users';
import { getOwnNetwork } from '@/lib/services/networks';
import type { ConsoleSession } from '@/components/console/session-context';

/** The signed-in console user with its network, or undefined (no session, or the user is gone). */
export async function consoleSession(): Promise<ConsoleSession | undefined> {
  const session = await getServerSession(await buildAuthOptions());
  const userId = sessionUserIdOf(session);
  if (!userId) return undefined;
  const db = await getDb();
  const principal = await principalForUser(db, userId, 'session');
  if (!principal) return undefined;
  const network = await getOwnNetwork(db, principal);
  const h = await headers();
  const clientAddress = h.get('x-forwarded-for')?.split(',')[0]?.trim() || h.get('x-real-ip') || '127.0.0.1';
  return { userId, userName: principal.userName, role: principal.role, networkId: principal.networkId, networkName: network.name, clientAddress };
}
