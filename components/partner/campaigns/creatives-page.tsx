'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  usePartnerCampaignCreatives,
  usePartnerCreativeSummary,
} from '@/lib/client/hooks/creatives';
import { SelectField } from '@/components/ui/field';
import { Section } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { CreativesList } from './creatives-list';
import { usePartnerSession } from '../shell/session-context';
import { AreaPageHeader } from '../shell/partner-page';

function CampaignCreatives({ partnerId, campaignId }: { partnerId: string; campaignId: string }) {
  const creatives = usePartnerCampaignCreatives(partnerId, campaignId);
  const t = useTranslations('creatives');
  if (creatives.isLoading) return <LoadingState label={t('loading')} />;
  if (creatives.isError)
    return <ErrorState error={creatives.error} retry={() => creatives.refetch()} />;
  const list = creatives.data ?? [];
  if (!list.length) return <EmptyState title={t('noneTitle')}>{t('noneBody')}</EmptyState>;
  return <CreativesList creatives={list} />;
}

/**
 * The partner's creatives: per campaign it is approved on, the brand's live banners, text
 * links and HTML, each with the partner's own tracking link and HTML to copy.
 */
export function CreativesPage() {
  const session = usePartnerSession();
  const partnerId = String(session.partnerId);
  const summary = usePartnerCreativeSummary(partnerId);
  const [chosen, setChosen] = useState<string | null>(null);
  const t = useTranslations('creatives');
  const format = useFormatter();
  const campaigns = summary.data ?? [];
  const campaignId = chosen ?? campaigns[0]?.campaign_id ?? null;
  return (
    <div className="space-y-6">
      <AreaPageHeader title={t('title')}>{t('description')}</AreaPageHeader>
      {summary.isLoading ? (
        <LoadingState label={t('loadingCampaigns')} />
      ) : summary.isError ? (
        <ErrorState error={summary.error} retry={() => summary.refetch()} />
      ) : !campaigns.length || campaignId === null ? (
        <EmptyState title={t('noCampaignsTitle')}>
          {t.rich('noCampaignsBody', {
            find: (chunks) => (
              <Link href="/partner/discover" className="text-brand hover:underline">
                {chunks}
              </Link>
            ),
          })}
        </EmptyState>
      ) : (
        <Section title={t('section')} id="campaign-creatives">
          <SelectField
            label={t('campaign')}
            className="mb-4 max-w-md"
            value={campaignId}
            onChange={(e) => setChosen(e.target.value)}
          >
            {campaigns.map((c) => {
              const n = Object.values(c.creatives).reduce((a, b) => a + b, 0) - c.creatives.Feed;
              return (
                <option key={c.campaign_id} value={c.campaign_id}>
                  {t('option', { title: c.title, count: n, n: format.number(n) })}
                </option>
              );
            })}
          </SelectField>
          <CampaignCreatives partnerId={partnerId} campaignId={campaignId} />
        </Section>
      )}
    </div>
  );
}
