'use client';

import { isStaff, useConsoleSession } from '@/components/console/session-context';
import { PageHeader } from '@/components/ui/page-header';
import { ApiKeys } from './api-keys';
import { NetworkUsers } from './network-users';

export function SettingsPage() {
  const session = useConsoleSession();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Settings"
        crumbs={[{ label: 'Console', href: '/console' }, { label: 'Settings' }]}
      >
        Your keys{isStaff(session) ? ' and the people who use this network' : ''}.
      </PageHeader>
      <ApiKeys />
      {isStaff(session) && <NetworkUsers />}
    </div>
  );
}
