import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { PartnerShell } from '@/components/partner-area/partner-shell';
import { partnerSession } from '@/lib/api/page-session';

export const dynamic = 'force-dynamic';
export const metadata = { title: { template: '%s · Partner area', default: 'Partner area' } };

export default async function PartnerLayout({ children }: { children: ReactNode }) {
  const result = await partnerSession();
  if (result.kind === 'anonymous') redirect('/login?callbackUrl=%2Fpartner');
  if (result.kind === 'not-partner') redirect('/console');
  return (
    <PartnerShell session={result.session} gate={result.gate}>
      {children}
    </PartnerShell>
  );
}
