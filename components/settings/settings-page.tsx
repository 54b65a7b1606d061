'use client';

import { isStaff, useConsoleSession } from '@/components/console/session-context';
import { useCan } from '@/components/console/use-can';
import { PageHeader } from '@/components/ui/page-header';
import { ApiKeys } from './api-keys';
import { DiscoverySettings } from './discovery-settings';
import { MyAccount } from './my-account';
import { NetworkUsers } from './network-users';
import { SignupLink } from './signup-link';

export function SettingsPage() {
  const session = useConsoleSession();
  const may = {
    share: useCan('signup-link.share'),
    users: useCan('users.manage'),
    discovery: useCan('discovery.manage'),
  };
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
      {may.share && <SignupLink />}
      {may.users && <NetworkUsers />}
      {may.discovery && <DiscoverySettings />}
    </div>
  );
}
