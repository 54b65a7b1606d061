import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { ConsoleShell } from '@/components/console/shell/console-shell';
import { EnglishSharedMessages } from '@/components/shared/english-intl';
import { consoleSession } from '@/lib/api/web/page-session';
import { signInPath } from '@/lib/api/web/sign-in-redirect';

export const dynamic = 'force-dynamic';
export const metadata = { title: { template: '%s · Console', default: 'Console' } };

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const session = await consoleSession();
  if (!session) redirect(await signInPath('/console'));
  return (
    <EnglishSharedMessages>
      <ConsoleShell session={session}>{children}</ConsoleShell>
    </EnglishSharedMessages>
  );
}
