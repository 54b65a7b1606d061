import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { PartnerIntlProvider } from '@/components/partner/shell/intl-provider';
import { PartnerShell } from '@/components/partner/shell/partner-shell';
import { partnerSession } from '@/lib/api/web/page-session';
import { signInPath } from '@/lib/api/web/sign-in-redirect';

export const dynamic = 'force-dynamic';
export const metadata = { title: { template: '%s · Partner area', default: 'Partner area' } };

export default async function PartnerLayout({ children }: { children: ReactNode }) {
  const result = await partnerSession();
  if (result.kind === 'anonymous') redirect(await signInPath('/partner'));
  if (result.kind === 'not-partner') redirect('/console');
  return (
    <PartnerIntlProvider area="partner">
      <PartnerShell session={result.session} gate={result.gate}>
        {children}
      </PartnerShell>
    </PartnerIntlProvider>
  );
}
