'use client';

import { PartnerLogo } from '@/components/partners/partner-logo';
import { PartnerProfileForm } from '@/components/partners/partner-profile-form';
import { MyAccount } from '@/components/settings/my-account';
import { Section } from '@/components/ui/page-header';
import { WithPartner } from './partner-page';

/**
 * The partner's own profile and logo (the console's form without the network's fields: status,
 * notes), and the partner user's own account: e-mail address and password.
 */
export function ProfilePage() {
  return (
    <WithPartner
      title="Profile"
      description="How the network and its brands see you. Your network status is the network's to set."
    >
      {(p) => (
        <div className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <Section title="Profile" id="profile">
                <PartnerProfileForm partner={p} staff={false} />
              </Section>
            </div>
            <Section
              title="Logo"
              id="logo"
              description="Shown to brands. PNG or JPEG, at most 2 MiB."
            >
              <PartnerLogo partner={p} />
            </Section>
          </div>
          <MyAccount side="partner" callbackUrl="/partner/profile" />
        </div>
      )}
    </WithPartner>
  );
}
