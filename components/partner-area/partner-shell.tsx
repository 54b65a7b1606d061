'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { AppFrame, AppHeader, TabNav } from '@/components/ui/app-frame';
import { StatusBadge } from '@/components/ui/badge';
import {
  PartnerSessionProvider,
  useLivePartner,
  type PartnerSession,
  type TermsGateInfo,
} from './session-context';
import { StatusNotice } from './status-notice';
import { TermsGate } from './terms-gate';

const NAV = [
  { href: '/partner', label: 'Overview' },
  { href: '/partner/discover', label: 'Find campaigns' },
  { href: '/partner/campaigns', label: 'My campaigns' },
  { href: '/partner/creatives', label: 'Creatives' },
  { href: '/partner/links', label: 'Links' },
  { href: '/partner/vouchers', label: 'Vouchers' },
  { href: '/partner/performance', label: 'Performance' },
  { href: '/partner/earnings', label: 'Earnings' },
  { href: '/partner/invitations', label: 'Invitations' },
  { href: '/partner/profile', label: 'Profile' },
  { href: '/partner/websites', label: 'Websites' },
  { href: '/partner/databases', label: 'Databases' },
];

const WIDTH = 'max-w-6xl';

function Header({ session }: { session: PartnerSession }) {
  const live = useLivePartner();
  return (
    <AppHeader
      width={WIDTH}
      wrap
      home="/partner"
      title={
        <span>
          <span data-testid="network-name">{session.networkName}</span>
          <span className="ml-2 text-xs font-normal text-slate-300">Partner area</span>
        </span>
      }
      user={live.accountName}
      userTestId="partner-name"
      actions={<SignOutButton />}
      detail={
        <span className="mt-0.5 flex items-center justify-end gap-1 text-xs text-slate-300">
          <span className="sr-only">Network status:</span>
          <span data-testid="partner-status">
            <StatusBadge status={live.networkStatus} />
          </span>
        </span>
      }
    />
  );
}

/** A one-line reminder on every page while the partner is not approved on the network. */
function StatusBanner() {
  const live = useLivePartner();
  const pathname = usePathname();
  if (live.networkStatus === 'a' || pathname === '/partner') return null;
  return (
    <div className={`mx-auto ${WIDTH} px-4 pt-4 sm:px-6`}>
      <StatusNotice status={live.networkStatus} network={live.session.networkName} compact />
    </div>
  );
}

/** The partner area's frame: header with partner, network and status; navigation; the terms gate first when due. */
export function PartnerShell({
  session,
  gate,
  children,
}: {
  session: PartnerSession;
  gate: TermsGateInfo | null;
  children: ReactNode;
}) {
  return (
    <AppFrame
      width={WIDTH}
      session={(inner) => (
        <PartnerSessionProvider session={session}>{inner}</PartnerSessionProvider>
      )}
      header={<Header session={session} />}
      nav={!gate && <TabNav label="Partner area" width={WIDTH} items={NAV} nowrap />}
      signInHref="/login?callbackUrl=%2Fpartner"
      notice={!gate && <StatusBanner />}
    >
      {gate ? <TermsGate gate={gate} /> : children}
    </AppFrame>
  );
}
