'use client';

import Link from 'next/link';
import { useState } from 'react';
import {
  usePartnerCampaignCreatives,
  usePartnerCreativeSummary,
} from '@/lib/client/hooks/creatives';
import { SelectField } from '@/components/ui/field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { CreativesList } from './creatives-list';
import { usePartnerSession } from './session-context';

function CampaignCreatives({ partnerId, campaignId }: { partnerId: string; campaignId: string }) {
  const creatives = usePartnerCampaignCreatives(partnerId, campaignId);
  if (creatives.isLoading) return <LoadingState label="Loading creatives…" />;
  if (creatives.isError)
    return <ErrorState error={creatives.error} retry={() => creatives.refetch()} />;
  const list = creatives.data ?? [];
  if (!list.length)
    return (
      <EmptyState title="No creatives on this campaign yet">
        The brand has not published any that run now.
      </EmptyState>
    );
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
  const campaigns = summary.data ?? [];
  const campaignId = chosen ?? campaigns[0]?.campaign_id ?? null;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Creatives"
        crumbs={[{ label: 'Partner area', href: '/partner' }, { label: 'Creatives' }]}
      >
        Banners, text links and HTML from the campaigns you are approved on, with your tracking
        links.
      </PageHeader>
      {summary.isLoading ? (
        <LoadingState label="Loading your campaigns…" />
      ) : summary.isError ? (
        <ErrorState error={summary.error} retry={() => summary.refetch()} />
      ) : !campaigns.length || campaignId === null ? (
        <EmptyState title="No approved campaigns yet">
          <Link href="/partner/discover" className="text-brand hover:underline">
            Find campaigns
          </Link>{' '}
          to join; their creatives appear here once you are approved.
        </EmptyState>
      ) : (
        <Section title="Campaign creatives" id="campaign-creatives">
          <SelectField
            label="Campaign"
            className="mb-4 max-w-md"
            value={campaignId}
            onChange={(e) => setChosen(e.target.value)}
          >
            {campaigns.map((c) => {
              const n = Object.values(c.creatives).reduce((a, b) => a + b, 0) - c.creatives.Feed;
              return (
                <option key={c.campaign_id} value={c.campaign_id}>
                  {c.title} ({n} creative{n === 1 ? '' : 's'})
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
