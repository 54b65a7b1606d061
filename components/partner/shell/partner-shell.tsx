'use client';

import { useTranslations } from 'next-intl';
import {
  Banknote,
  Landmark,
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
  ReceiptText,
} from 'lucide-react';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { SignOutButton } from '@/components/shared/auth/sign-out-button';
import { AppFrame, AppHeader } from '@/components/ui/app-frame';
import { PhoneMenu, SideNav, groupItems, type NavGroup } from '@/components/ui/area-nav';
import { StatusBadge } from '@/components/ui/badge';
import {
  PartnerSessionProvider,
  useLivePartner,
  type PartnerSession,
  type TermsGateInfo,
} from './session-context';
import { StatusNotice } from './status-notice';
import { TermsGate } from './terms-gate';

/** The navigation's groups, in order (their headings: `shell.groups.*`). */
const GROUPS = [
  { key: 'home' },
  { key: 'campaigns' },
  { key: 'links' },
  { key: 'money' },
  { key: 'account' },
] as const;

/**
 * Every partner page, in its group's order: the one list the side navigation and the phone menu
 * are built from (labels: `shell.nav.*`).
 */
const NAV = [
  { href: '/partner', key: 'overview', group: 'home', icon: LayoutDashboard },
  { href: '/partner/discover', key: 'discover', group: 'campaigns', icon: Compass },
  { href: '/partner/campaigns', key: 'campaigns', group: 'campaigns', icon: Megaphone },
  { href: '/partner/invitations', key: 'invitations', group: 'campaigns', icon: MailOpen },
  { href: '/partner/creatives', key: 'creatives', group: 'campaigns', icon: ImageIcon },
  { href: '/partner/links', key: 'links', group: 'links', icon: Link2 },
  { href: '/partner/vouchers', key: 'vouchers', group: 'links', icon: TicketPercent },
  { href: '/partner/performance', key: 'performance', group: 'links', icon: ChartLine },
  { href: '/partner/earnings', key: 'earnings', group: 'money', icon: Wallet },
  { href: '/partner/payments', key: 'payments', group: 'money', icon: Banknote },
  { href: '/partner/claims', key: 'claims', group: 'money', icon: FileSearch },
  { href: '/partner/payment-details', key: 'paymentDetails', group: 'money', icon: Landmark },
  { href: '/partner/tax-profile', key: 'taxProfile', group: 'money', icon: ReceiptText },
  { href: '/partner/profile', key: 'profile', group: 'account', icon: UserRound },
  { href: '/partner/websites', key: 'websites', group: 'account', icon: Globe },
  { href: '/partner/databases', key: 'databases', group: 'account', icon: Database },
] as const;

const WIDTH = 'max-w-7xl';

function Header({ session, nav }: { session: PartnerSession; nav: NavGroup[] | null }) {
  const live = useLivePartner();
  const t = useTranslations('shell');
  const statusLabels = {
    a: t('badge.a'),
    p: t('badge.p'),
    r: t('badge.r'),
    n: t('badge.n'),
  };
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
      actions={<SignOutButton label={t('signOut')} failedLabel={t('signOutFailed')} />}
      menu={nav && <PhoneMenu label={t('area')} groups={nav} menuLabel={t('menu')} />}
      detail={
        <span className="mt-0.5 flex items-center justify-end gap-1 text-xs text-slate-300">
          <span className="sr-only">{t('networkStatus')}</span>
          <span data-testid="partner-status">
            <StatusBadge status={live.networkStatus} labels={statusLabels} />
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
  const nav = gate
    ? null
    : groupItems(
        NAV.map((n) => ({ ...n, label: t(`nav.${n.key}`) })),
        GROUPS.map((g) => ({
          key: g.key,
          label: g.key === 'home' ? undefined : t(`groups.${g.key}`),
        })),
      );
  return (
    <AppFrame
      width={WIDTH}
      session={(inner) => (
        <PartnerSessionProvider session={session}>{inner}</PartnerSessionProvider>
      )}
      header={<Header session={session} nav={nav} />}
      nav={nav && <SideNav label={t('area')} groups={nav} />}
      signInHref="/login?callbackUrl=%2Fpartner"
      notice={!gate && <StatusBanner />}
      words={{
        skipToContent: t('frame.skipToContent'),
        sessionEnded: t('frame.sessionEnded'),
        signInAgain: t('frame.signInAgain'),
        toContinue: t('frame.toContinue'),
      }}
    >
      {gate ? <TermsGate gate={gate} /> : children}
    </AppFrame>
  );
}
