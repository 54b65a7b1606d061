import { redirect } from 'next/navigation';
import { getServerSession } from 'next-auth';
import { buildAuthOptions, sessionUserIdOf } from '@/lib/auth/options';
import { getDb } from '@/lib/db/client';
import { principalForUser } from '@/lib/services/users';
import { getOwnNetwork } from '@/lib/services/networks';
import { SignOutButton } from '@/components/auth/sign-out-button';

export const dynamic = 'force-dynamic';

export default async function ConsoleHome() {
  const session = await getServerSession(await buildAuthOptions());
  const userId = sessionUserIdOf(session);
  const db = await getDb();
  const principal = userId ? await principalForUser(db, userId, 'session') : undefined;
  if (!principal) redirect('/login');
  const network = await getOwnNetwork(db, principal);
  return (
    <div>
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-6 py-3">
        <span className="font-semibold">{network.name}</span>
        <span className="flex items-center gap-4 text-sm text-slate-600">
          {principal.userName}
          <SignOutButton />
        </span>
      </header>
      <main className="p-6 text-slate-600">Signed in as {principal.role === 'network' ? 'network staff' : principal.role}.</main>
    </div>
  );
}
