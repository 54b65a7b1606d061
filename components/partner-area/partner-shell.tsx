'use client';

import { useTranslations } from 'next-intl';
import {
  ChartLine,
  Compass,
  Database,
  FileSearch,
  Globe,
  ImageIcon,
  LayoutDashboard,
  Link2,
  MailOpen,
  Megaphone,
  TicketPercent,
  UserRound,
  Wallet,
} from 'lucide-react';
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
  { href: '/partner', key: 'overview', icon: LayoutDashboard },
  { href: '/partner/discover', key: 'discover', icon: Compass },
  { href: '/partner/campaigns', key: 'campaigns', icon: Megaphone },
  { href: '/partner/creatives', key: 'creatives', icon: ImageIcon },
  { href: '/partner/links', key: 'links', icon: Link2 },
  { href: '/partner/vouchers', key: 'vouchers', icon: TicketPercent },
  { href: '/partner/performance', key: 'performance', icon: ChartLine },
  { href: '/partner/earnings', key: 'earnings', icon: Wallet },
  { href: '/partner/claims', key: 'claims', icon: FileSearch },
  { href: '/partner/invitations', key: 'invitations', icon: MailOpen },
  { href: '/partner/profile', key: 'profile', icon: UserRound },
  { href: '/partner/websites', key: 'websites', icon: Globe },
  { href: '/partner/databases', key: 'databases', icon: Database },
] as const;

const WIDTH = 'max-w-6xl';

function Header({ session }: { session: PartnerSession }) {
  const live = useLivePartner();
  const t = useTranslations('shell');
  return (
    <AppHeader
      width={WIDTH}
      wrap
      home="/partner"
      title={
        <span>
          <span data-testid="network-name">{session.networkName}</span>
          <span className="ml-2 text-xs font-normal text-slate-300">{t('area')}</span>
        </span>
      }
      user={live.accountName}
      userTestId="partner-name"
      actions={<SignOutButton />}
      detail={
        <span className="mt-0.5 flex items-center justify-end gap-1 text-xs text-slate-300">
          <span className="sr-only">{t('networkStatus')}</span>
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
  const t = useTranslations('shell');
  const items = NAV.map((n) => ({ href: n.href, label: t(`nav.${n.key}`), icon: n.icon }));
  return (
    <AppFrame
      width={WIDTH}
      session={(inner) => (
        <PartnerSessionProvider session={session}>{inner}</PartnerSessionProvider>
      )}
      header={<Header session={session} />}
      nav={!gate && <TabNav label={t('area')} width={WIDTH} items={items} nowrap />}
      signInHref="/login?callbackUrl=%2Fpartner"
      notice={!gate && <StatusBanner />}
    >
      {gate ? <TermsGate gate={gate} /> : children}
    </AppFrame>
  );
}
