'use client';

import type { ReactNode } from 'react';
import type { PartnerDetail } from '@/components/partners/types';
import { PageHeader, type Crumb } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useLivePartner } from './session-context';

export const crumbsFor = (label: string): Crumb[] => [
  { label: 'Partner area', href: '/partner' },
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
  return (
    <div className="space-y-6">
      <PageHeader title={title} crumbs={crumbsFor(title)}>
        {description}
      </PageHeader>
      {partner.isLoading ? (
        <LoadingState label="Loading your partner record…" />
      ) : partner.isError || !partner.data ? (
        <ErrorState
          error={partner.error}
          retry={() => partner.refetch()}
          title="Your partner record could not be loaded"
        />
      ) : (
        children(partner.data.publisher)
      )}
    </div>
  );
}
