'use client';

import {
  Building2,
  Coins,
  FileSearch,
  FileText,
  History,
  Inbox,
  Mail,
  LayoutDashboard,
  MousePointerClick,
  Receipt,
  ReceiptText,
  Settings,
  ShieldAlert,
  Users,
  Webhook,
  ArrowLeftRight,
  Banknote,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { roleCan, type Capability } from '@/lib/schemas/capabilities';
import { SignOutButton } from '@/components/shared/auth/sign-out-button';
import { AppFrame, AppHeader } from '@/components/ui/app-frame';
import { PhoneMenu, SideNav, groupItems, type NavLinkItem } from '@/components/ui/area-nav';
import { SessionProvider, type ConsoleSession } from './session-context';

const ROLE_LABELS = {
  network: 'Network staff',
  brand: 'Brand user',
  partner: 'Partner user',
} as const;

/** The navigation's groups, in order; each item names its group. */
const GROUPS = [
  { key: 'home' },
  { key: 'partners', label: 'Partners' },
  { key: 'campaigns', label: 'Campaigns' },
  { key: 'money', label: 'Money' },
  { key: 'settings', label: 'Settings' },
] as const;

interface NavItem extends NavLinkItem {
  /** Who sees the item: these roles, or whoever may take the capability. */
  for: ConsoleSession['role'][] | Capability;
  group: (typeof GROUPS)[number]['key'];
}

/**
 * Every console section, in its group's order: the one list the side navigation and the phone
 * menu are built from (a new section is one entry here).
 */
const NAV: NavItem[] = [
  {
    href: '/console',
    group: 'home',
    label: 'Overview',
    icon: LayoutDashboard,
    for: ['network', 'brand', 'partner'],
  },
  {
    href: '/console/partners',
    group: 'partners',
    label: 'Partners',
    icon: Users,
    for: 'partners.list',
  },
  {
    href: '/console/brands',
    group: 'campaigns',
    label: 'Brands',
    icon: Building2,
    for: ['network', 'brand'],
    also: ['/console/campaigns'],
  },
  {
    href: '/console/requests',
    group: 'partners',
    label: 'Requests',
    icon: Inbox,
    for: ['network', 'brand'],
  },
  {
    href: '/console/communications',
    group: 'partners',
    label: 'Communications',
    icon: Mail,
    for: ['network'],
  },
  {
    href: '/console/traffic',
    group: 'campaigns',
    label: 'Traffic',
    icon: MousePointerClick,
    for: ['network', 'brand'],
  },
  {
    href: '/console/earnings',
    group: 'money',
    label: 'Earnings',
    icon: Coins,
    for: ['network', 'brand'],
  },
  {
    href: '/console/conversions',
    group: 'campaigns',
    label: 'Conversions',
    icon: ReceiptText,
    for: ['network', 'brand'],
  },
  {
    href: '/console/claims',
    group: 'campaigns',
    label: 'Claims',
    icon: FileSearch,
    for: ['network', 'brand'],
  },
  {
    href: '/console/fraud',
    group: 'campaigns',
    label: 'Fraud',
    icon: ShieldAlert,
    for: ['network', 'brand'],
  },
  {
    href: '/console/invoices',
    group: 'money',
    label: 'Invoices',
    icon: Receipt,
    for: ['network', 'brand'],
  },
  {
    href: '/console/payments',
    group: 'money',
    label: 'Payments',
    icon: Banknote,
    for: ['network'],
  },
  {
    href: '/console/terms',
    group: 'settings',
    label: 'Terms',
    icon: FileText,
    for: 'terms.publish',
  },
  {
    href: '/console/audit',
    group: 'settings',
    label: 'Audit log',
    icon: History,
    for: 'audit.read',
  },
  {
    href: '/console/webhooks',
    group: 'settings',
    label: 'Webhooks',
    icon: Webhook,
    for: 'webhooks.manage',
  },
  {
    href: '/console/exchange-rates',
    group: 'money',
    label: 'Rates',
    icon: ArrowLeftRight,
    for: ['network'],
  },
  {
    href: '/console/settings',
    group: 'settings',
    label: 'Settings',
    icon: Settings,
    for: ['network', 'brand', 'partner'],
  },
];

const shown = (item: NavItem, role: ConsoleSession['role']) =>
  typeof item.for === 'string' ? roleCan(role, item.for) : item.for.includes(role);

const WIDTH = 'max-w-7xl';

/** The console frame: header with the network and the user, navigation, and the data providers. */
export function ConsoleShell({
  session,
  children,
}: {
  session: ConsoleSession;
  children: ReactNode;
}) {
  const groups = groupItems(
    NAV.filter((item) => shown(item, session.role)),
    GROUPS,
  );
  return (
    <AppFrame
      width={WIDTH}
      session={(inner) => <SessionProvider session={session}>{inner}</SessionProvider>}
      header={
        <AppHeader
          width={WIDTH}
          wrap
          home="/console"
          title={<span data-testid="network-name">{session.networkName}</span>}
          user={session.userName}
          userTestId="user-name"
          actions={<SignOutButton />}
          menu={<PhoneMenu label="Console" groups={groups} menuLabel="Menu" />}
          detail={<span className="block text-xs text-slate-300">{ROLE_LABELS[session.role]}</span>}
        />
      }
      nav={<SideNav label="Console" groups={groups} />}
      signInHref="/login"
    >
      {children}
    </AppFrame>
  );
}
