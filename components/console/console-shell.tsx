'use client';

import {
  Building2,
  Coins,
  FileSearch,
  FileText,
  History,
  Inbox,
  LayoutDashboard,
  MousePointerClick,
  Settings,
  Users,
  Webhook,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { roleCan, type Capability } from '@/lib/schemas/capabilities';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { AppFrame, AppHeader, TabNav, type TabNavItem } from '@/components/ui/app-frame';
import { SessionProvider, type ConsoleSession } from './session-context';

const ROLE_LABELS = {
  network: 'Network staff',
  brand: 'Brand user',
  partner: 'Partner user',
} as const;

interface NavItem extends TabNavItem {
  /** Who sees the item: these roles, or whoever may take the capability. */
  for: ConsoleSession['role'][] | Capability;
}

const NAV: NavItem[] = [
  {
    href: '/console',
    label: 'Overview',
    icon: LayoutDashboard,
    for: ['network', 'brand', 'partner'],
  },
  { href: '/console/partners', label: 'Partners', icon: Users, for: 'partners.list' },
  {
    href: '/console/brands',
    label: 'Brands',
    icon: Building2,
    for: ['network', 'brand'],
    also: ['/console/campaigns'],
  },
  { href: '/console/requests', label: 'Requests', icon: Inbox, for: ['network', 'brand'] },
  {
    href: '/console/traffic',
    label: 'Traffic',
    icon: MousePointerClick,
    for: ['network', 'brand'],
  },
  { href: '/console/earnings', label: 'Earnings', icon: Coins, for: ['network', 'brand'] },
  { href: '/console/claims', label: 'Claims', icon: FileSearch, for: ['network', 'brand'] },
  { href: '/console/terms', label: 'Terms', icon: FileText, for: 'terms.publish' },
  { href: '/console/audit', label: 'Audit log', icon: History, for: 'audit.read' },
  { href: '/console/webhooks', label: 'Webhooks', icon: Webhook, for: 'webhooks.manage' },
  {
    href: '/console/settings',
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
  return (
    <AppFrame
      width={WIDTH}
      session={(inner) => <SessionProvider session={session}>{inner}</SessionProvider>}
      header={
        <AppHeader
          width={WIDTH}
          home="/console"
          title={<span data-testid="network-name">{session.networkName}</span>}
          user={session.userName}
          userTestId="user-name"
          actions={<SignOutButton />}
          detail={<span className="block text-xs text-slate-300">{ROLE_LABELS[session.role]}</span>}
        />
      }
      nav={
        <TabNav
          label="Console"
          width={WIDTH}
          items={NAV.filter((item) => shown(item, session.role))}
        />
      }
      signInHref="/login"
    >
      {children}
    </AppFrame>
  );
}
