import { PartnerIntlProvider } from '@/components/partner/shell/intl-provider';
import { SignupPage } from '@/components/partner/signup/signup-page';

export const metadata = { title: 'Partner sign-up · Affiliate Network' };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { network } = await searchParams;
  const id = typeof network === 'string' && /^[1-9][0-9]{0,15}$/.test(network) ? network : null;
  return (
    <PartnerIntlProvider area="signup">
      <SignupPage networkId={id} />
    </PartnerIntlProvider>
  );
}
