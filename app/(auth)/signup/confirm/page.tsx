import { ConfirmSignup } from '@/components/shared/auth/confirm-signup';
import { PartnerIntlProvider } from '@/components/partner/shell/intl-provider';
import { SignupFrame } from '@/components/partner/signup/signup-frame';

export const metadata = { title: 'Confirm your e-mail address · Affiliate Network' };

/** The link of the sign-up's confirmation e-mail: /signup/confirm?token=… */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <PartnerIntlProvider area="signup">
      <SignupFrame>
        <ConfirmSignup token={typeof token === 'string' ? token : null} />
      </SignupFrame>
    </PartnerIntlProvider>
  );
}
