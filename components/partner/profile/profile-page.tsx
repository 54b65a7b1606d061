'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { PartnerLogo } from '@/components/shared/partner-profile/partner-logo';
import { PartnerProfileForm } from '@/components/shared/partner-profile/partner-profile-form';
import { Section } from '@/components/ui/page-header';
import { WithPartner } from '../shell/partner-page';

// The sections below the profile (language, account, API key and their dialogs) load after the
// page's first JavaScript, to keep the profile within the 250 kB first-load budget.
const AccountLocaleSwitcher = dynamic(() =>
  import('../shell/locale-switcher').then((m) => m.AccountLocaleSwitcher),
);
const MyAccount = dynamic(() =>
  import('@/components/console/settings/my-account').then((m) => m.MyAccount),
);
const PartnerApiKey = dynamic(() => import('./partner-api-key').then((m) => m.PartnerApiKey));

/**
 * The partner's own profile and logo (the console's form without the network's fields: status,
 * notes), the partner user's language, and its own account: e-mail address and password.
 */
export function ProfilePage() {
  const t = useTranslations('profile');
  const tl = useTranslations('locale');
  return (
    <WithPartner title={t('title')} description={t('description')}>
      {(p) => (
        <div className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <Section title={t('profile')} id="profile">
                <PartnerProfileForm partner={p} staff={false} />
              </Section>
            </div>
            <Section title={t('logo')} id="logo" description={t('logoDescription')}>
              <PartnerLogo partner={p} />
            </Section>
          </div>
          <Section title={tl('profileTitle')} id="language" description={tl('profileDescription')}>
            <AccountLocaleSwitcher />
          </Section>
          <MyAccount side="partner" callbackUrl="/partner/profile" />
          <PartnerApiKey />
        </div>
      )}
    </WithPartner>
  );
}
