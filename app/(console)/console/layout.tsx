import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { ConsoleShell } from '@/components/console/console-shell';
import { consoleSession } from '@/lib/api/page-session';
import { signInPath } from '@/lib/api/sign-in-redirect';

export const dynamic = 'force-dynamic';
export const metadata = { title: { template: '%s · Console', default: 'Console' } };

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const session = await consoleSession();
  if (!session) redirect(await signInPath('/console'));
  return <ConsoleShell session={session}>{children}</ConsoleShell>;
}
