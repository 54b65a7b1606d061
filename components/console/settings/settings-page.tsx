'use client';

import dynamic from 'next/dynamic';
import { Settled } from '@/components/ui/settled';
import { isStaff, useConsoleSession } from '@/components/console/shell/session-context';
import { useCan } from '@/components/console/shell/use-can';
import { PageHeader } from '@/components/ui/page-header';
import { ApiKeys } from './api-keys';
import { MyAccount } from './my-account';
import { SignupLink } from './signup-link';

// Loaded after first paint, as the other console sections are (campaign-page.tsx): the
// staff-only sections below the account ones (network users, discovery, partner payments, payment
// defaults, payer account, tax settings) keep
// /console/settings inside its first-load JavaScript budget (e2e/console/first-load-js.spec.ts).
const NetworkUsers = dynamic(() => import('./network-users').then((m) => m.NetworkUsers), {
  loading: () => null,
});
const DiscoverySettings = dynamic(
  () => import('./discovery-settings').then((m) => m.DiscoverySettings),
  { loading: () => null },
);
const FundingModeSettings = dynamic(
  () => import('./funding-mode-settings').then((m) => m.FundingModeSettings),
  { loading: () => null },
);

const BrandApprovalSettings = dynamic(
  () => import('./brand-approval-settings').then((m) => m.BrandApprovalSettings),
  { loading: () => null },
);
const PaymentDefaultsSettings = dynamic(
  () => import('./payment-defaults-settings').then((m) => m.PaymentDefaultsSettings),
  { loading: () => null },
);
const PayerAccountSettings = dynamic(
  () => import('./payer-account-settings').then((m) => m.PayerAccountSettings),
  { loading: () => null },
);
const TaxSettingsSection = dynamic(
  () => import('./tax-settings').then((m) => m.TaxSettingsSection),
  { loading: () => null },
);

/** The settings' place while their sections load: they show together, none pushing another. */
function SettingsLoading() {
  return (
    <div role="status" aria-label="Loading the settings…" className="space-y-6">
      {[0, 1].map((i) => (
        <div
          key={i}
          aria-hidden
          className="h-48 animate-pulse rounded-lg border border-slate-200 bg-white shadow-sm"
        />
      ))}
    </div>
  );
}

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
        {isStaff(session)
          ? ', the people who use this network, what partners can discover, how they are paid and the network’s tax details'
          : ''}
        .
      </PageHeader>
      <Settled placeholder={<SettingsLoading />}>
        <div className="space-y-6">
          <ApiKeys />
          <MyAccount side="brand" callbackUrl="/console/settings" />
          {may.share && <SignupLink />}
          {may.users && <NetworkUsers />}
          {may.discovery && <DiscoverySettings />}
          {isStaff(session) && (
            <>
              <BrandApprovalSettings />
              <FundingModeSettings />
              <PaymentDefaultsSettings />
              <PayerAccountSettings />
              <TaxSettingsSection />
            </>
          )}
        </div>
      </Settled>
    </div>
  );
}
