'use client';

import { isStaff, useConsoleSession } from '@/components/console/session-context';
import { PageHeader } from '@/components/ui/page-header';
import { ApiKeys } from './api-keys';
import { DiscoverySettings } from './discovery-settings';
import { MyAccount } from './my-account';
import { NetworkUsers } from './network-users';
import { SignupLink } from './signup-link';

export function SettingsPage() {
  const session = useConsoleSession();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Settings"
        crumbs={[{ label: 'Console', href: '/console' }, { label: 'Settings' }]}
      >
        Your account and keys
        {isStaff(session) ? ', the people who use this network and what partners can discover' : ''}
        .
      </PageHeader>
      <ApiKeys />
      <MyAccount side="brand" callbackUrl="/console/settings" />
      {isStaff(session) && <SignupLink />}
      {isStaff(session) && <NetworkUsers />}
      {isStaff(session) && <DiscoverySettings />}
    </div>
  );
}
