'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { PartnerDetail } from '@/components/partners/types';
import { PageHeader, type Crumb } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useLivePartner } from './session-context';

/** The crumbs of a partner page: the partner area's home (`home`, translated by the caller), then the page. */
export const crumbsFor = (label: string, home = 'Partner area'): Crumb[] => [
  { label: home, href: '/partner' },
  { label },
];

/** A partner page that needs the partner record: its header, then loading, error or the content. */
export function WithPartner({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: (partner: PartnerDetail) => ReactNode;
}) {
  const { partner } = useLivePartner();
  const t = useTranslations('partnerPage');
  const area = useTranslations('shell')('area');
  return (
    <div className="space-y-6">
      <PageHeader title={title} crumbs={crumbsFor(title, area)}>
        {description}
      </PageHeader>
      {partner.isLoading ? (
        <LoadingState label={t('loading')} />
      ) : partner.isError || !partner.data ? (
        <ErrorState error={partner.error} retry={() => partner.refetch()} title={t('loadFailed')} />
      ) : (
        children(partner.data.publisher)
      )}
    </div>
  );
}
