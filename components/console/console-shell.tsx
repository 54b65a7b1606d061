'use client';

import type { ReactNode } from 'react';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { AppFrame, AppHeader, TabNav, type TabNavItem } from '@/components/ui/app-frame';
import { SessionProvider, type ConsoleSession } from './session-context';

const ROLE_LABELS = {
  network: 'Network staff',
  brand: 'Brand user',
  partner: 'Partner user',
} as const;

interface NavItem extends TabNavItem {
  roles: ConsoleSession['role'][];
}

const NAV: NavItem[] = [
  { href: '/console', label: 'Overview', roles: ['network', 'brand', 'partner'] },
  { href: '/console/partners', label: 'Partners', roles: ['network', 'brand'] },
  {
    href: '/console/brands',
    label: 'Brands',
    roles: ['network', 'brand'],
    also: ['/console/campaigns'],
  },
  { href: '/console/requests', label: 'Requests', roles: ['network', 'brand'] },
  { href: '/console/traffic', label: 'Traffic', roles: ['network', 'brand'] },
  { href: '/console/terms', label: 'Terms', roles: ['network'] },
  { href: '/console/audit', label: 'Audit log', roles: ['network'] },
  { href: '/console/webhooks', label: 'Webhooks', roles: ['network'] },
  { href: '/console/settings', label: 'Settings', roles: ['network', 'brand', 'partner'] },
];

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
          items={NAV.filter((item) => item.roles.includes(session.role))}
        />
      }
      signInHref="/login"
    >
      {children}
    </AppFrame>
  );
}
