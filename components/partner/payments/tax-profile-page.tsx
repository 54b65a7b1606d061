'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useTaxProfile } from '@/lib/client/hooks/partner-payments';
import { Section } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useLivePartner } from '../shell/session-context';
import { AreaPageHeader } from '../shell/partner-page';
import { TaxProfileForm } from './tax-profile-form';

/** /partner/tax-profile: individual or company, VAT registration and number, country, US forms. */
export function TaxProfilePage() {
  const { session, partner } = useLivePartner();
  const t = useTranslations('taxProfile');
  const format = useFormatter();
  const profile = useTaxProfile(session.partnerId);
  return (
    <div className="space-y-6">
      <AreaPageHeader
        title={t('title')}
        actions={
          <Link href="/partner/payments" className="text-sm font-medium text-brand underline">
            {t('toPayments')}
          </Link>
        }
      >
        {t('description', { network: session.networkName })}
      </AreaPageHeader>
      {profile.isError ? (
        <ErrorState error={profile.error} retry={() => profile.refetch()} title={t('loadFailed')} />
      ) : profile.data === undefined || (profile.data === null && partner.isLoading) ? (
        <LoadingState label={t('loading')} />
      ) : (
        <Section
          title={profile.data ? t('savedTitle') : t('newTitle')}
          description={
            profile.data
              ? t('updated', {
                  date: format.dateTime(new Date(profile.data.updated_at), { dateStyle: 'long' }),
                })
              : t('none')
          }
        >
          <TaxProfileForm
            key={profile.data?.updated_at ?? 'new'}
            partnerId={session.partnerId}
            current={profile.data}
            fallbackCountry={partner.data?.publisher.operating_country ?? 'GB'}
          />
        </Section>
      )}
      <p className="text-sm text-slate-600">{t('vatExplained')}</p>
    </div>
  );
}
