'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TrackingLink } from '@/lib/client/hooks/partner-tracking';
import { usePartnerCampaigns } from '@/lib/client/hooks/partner-area';
import { buttonClass } from '@/components/ui/button';
import { Section } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { usePartnerSession } from '@/components/partner/shell/session-context';
import { LinkBuilderForm } from './link-builder-form';
import { LinkResult } from './link-result';
import { LinksTable } from './links-table';
import { AreaPageHeader } from '../shell/partner-page';

function NoCampaigns() {
  const t = useTranslations('links');
  return (
    <EmptyState
      title={t('noneTitle')}
      action={
        <Link href="/partner/discover" className={buttonClass('primary', 'sm')}>
          {t('findCampaigns')}
        </Link>
      }
    >
      {t('noneText')}
    </EmptyState>
  );
}

/**
 * /partner/links: the link builder (campaign, deep link, sub ID; the link with copy and QR code)
 * and the partner's links so far.
 */
export function LinkBuilderPage() {
  const session = usePartnerSession();
  const partnerId = String(session.partnerId);
  const t = useTranslations('links');
  const approved = usePartnerCampaigns(partnerId, 'a');
  const [built, setBuilt] = useState<TrackingLink | null>(null);
  const campaigns = approved.data?.campaigns.map((c) => c.campaign) ?? [];
  const titles = new Map(
    campaigns.map((c) => [c.campaign_id, `${c.title} (${c.advertiser_name})`]),
  );
  return (
    <div className="space-y-6">
      <AreaPageHeader title={t('title')} crumb={t('crumb')}>
        {t('description')}
      </AreaPageHeader>
      {approved.isLoading ? (
        <LoadingState label={t('loading')} />
      ) : approved.isError ? (
        <ErrorState
          error={approved.error}
          retry={() => approved.refetch()}
          title={t('loadFailed')}
        />
      ) : !campaigns.length ? (
        <NoCampaigns />
      ) : (
        <>
          <Section title={t('build')} id="build-link">
            <LinkBuilderForm partnerId={partnerId} campaigns={campaigns} onBuilt={setBuilt} />
          </Section>
          {built && (
            <Section title={t('yourLink')} id="your-link">
              <LinkResult
                link={built}
                campaign={titles.get(built.campaign_id) ?? t('campaign', { id: built.campaign_id })}
              />
            </Section>
          )}
          <Section title={t('yourLinks')} id="your-links">
            <LinksTable
              partnerId={partnerId}
              titles={titles}
              onShow={(link) => {
                setBuilt(link);
                requestAnimationFrame(() =>
                  document.getElementById('your-link-title')?.scrollIntoView({ block: 'start' }),
                );
              }}
            />
          </Section>
        </>
      )}
    </div>
  );
}
