'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { PartnerDetail } from '@/components/shared/partner-profile/types';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useLivePartner } from './session-context';

/** A partner page's header: crumbs back to the partner area's home, the title, what the page is for. */
export function AreaPageHeader({
  title,
  crumb = title,
  actions,
  children,
}: {
  title: string;
  /** The page's own crumb, when it is not the title. */
  crumb?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const area = useTranslations('shell')('area');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: area, href: '/partner' }, { label: crumb }]}
      actions={actions}
    >
      {children}
    </PageHeader>
  );
}

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
  return (
    <div className="space-y-6">
      <AreaPageHeader title={title}>{description}</AreaPageHeader>
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

/** A partner page of one section on the partner record; its words come from `namespace`. */
export function PartnerSectionPage({
  namespace,
  id,
  children,
}: {
  namespace: string;
  /** The section's anchor. */
  id: string;
  children: (partner: PartnerDetail) => ReactNode;
}) {
  const t = useTranslations(namespace);
  return (
    <WithPartner title={t('title')} description={t('description')}>
      {(p) => (
        <Section title={t('section')} id={id}>
          {children(p)}
        </Section>
      )}
    </WithPartner>
  );
}
