'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';
import {
  useCampaign,
  useCampaignPartners,
  type ParticipationFilter,
} from '@/lib/client/hooks/campaigns';
import { formatDateTime } from '@/lib/client/format';
import { TabList } from '@/components/ui/tabs';
import { CAMPAIGN_STATUS_LABELS, PARTICIPATION_LABELS, StatusBadge } from '@/components/ui/badge';
import { PageHeader, Section } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useConsoleSession } from '@/components/console/session-context';
import { CampaignForm } from './campaign-form';
import type { Campaign } from './types';

// Loaded after first paint: they keep the page inside its first-load JavaScript budget. Each
// waits for its code in its own Suspense boundary (a `loading` part): without one, a section
// whose code arrives late (the request queue, after the participants) suspends the whole page,
// which React then hides and shows again: an open dialog lost where to return focus. (next/dynamic
// wants its options as an object literal.)
const CampaignPartnerGroups = dynamic(
  () =>
    import('@/components/partner-groups/campaign-partner-groups').then(
      (m) => m.CampaignPartnerGroups,
    ),
  { loading: () => null },
);
const CampaignCreatives = dynamic(
  () => import('@/components/creatives/campaign-creatives').then((m) => m.CampaignCreatives),
  { loading: () => null },
);
const CampaignDeals = dynamic(
  () => import('@/components/deals/campaign-deals').then((m) => m.CampaignDeals),
  { loading: () => null },
);
// The request queue waits for the participants anyway; its code comes with them.
const RequestQueue = dynamic(() => import('./request-queue').then((m) => m.RequestQueue), {
  loading: () => null,
});
const InvitePartners = dynamic(() => import('./invite-partners').then((m) => m.InvitePartners), {
  loading: () => null,
});
const CampaignDeeplinkDomains = dynamic(
  () =>
    import('@/components/campaign-tracking/deeplink-domains').then(
      (m) => m.CampaignDeeplinkDomains,
    ),
  { loading: () => null },
);
const CampaignVoucherCodes = dynamic(
  () => import('@/components/campaign-tracking/voucher-codes').then((m) => m.CampaignVoucherCodes),
  { loading: () => null },
);
const CommissionEditor = dynamic(
  () => import('@/components/commissions/commission-editor').then((m) => m.CommissionEditor),
  { loading: () => null },
);
const CampaignCustomTerms = dynamic(
  () => import('./custom-terms').then((m) => m.CampaignCustomTerms),
  { loading: () => null },
);

const TABS: { status: ParticipationFilter; label: string }[] = [
  { status: 'p', label: 'Pending requests' },
  { status: 'a', label: 'Approved' },
  { status: 'r', label: 'Rejected' },
];

function Participants({ campaign }: { campaign: Campaign }) {
  const [tab, setTab] = useState<ParticipationFilter>('p');
  const partners = useCampaignPartners(campaign.campaign_id, tab);
  const rows = partners.data?.publishers.map((p) => p.publisher) ?? [];
  return (
    <div>
      <TabList
        label="Participants by status"
        className="mb-4"
        selected={tab}
        onSelect={setTab}
        tabs={TABS.map((t) => ({
          id: t.status,
          label: `${t.label}${tab === t.status && partners.data ? ` (${partners.data.count})` : ''}`,
        }))}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {partners.isLoading ? (
          <LoadingState label="Loading participants…" />
        ) : partners.isError ? (
          <ErrorState error={partners.error} retry={() => partners.refetch()} />
        ) : tab === 'p' ? (
          <RequestQueue
            rows={rows.map((partner) => ({
              campaignId: campaign.campaign_id,
              campaignTitle: campaign.title,
              partner,
            }))}
          />
        ) : rows.length === 0 ? (
          <EmptyState title={`No ${tab === 'a' ? 'approved' : 'rejected'} partners`} />
        ) : (
          <ul className="divide-y divide-slate-100 text-sm" data-testid={`participants-${tab}`}>
            {rows.map((p) => (
              <li key={p.publisher_id} className="flex items-center justify-between py-2">
                <Link
                  href={`/console/partners/${p.publisher_id}`}
                  className="font-medium text-brand hover:underline"
                >
                  {p.account_name}
                </Link>
                <StatusBadge status={p.campaign_status} labels={PARTICIPATION_LABELS} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function CampaignPage({ campaignId }: { campaignId: string }) {
  const session = useConsoleSession();
  const campaign = useCampaign(campaignId);
  // The campaign loads only for staff and for brand users granted its brand (another brand's
  // campaign reads as not found), so a loaded campaign is one the user may manage.
  const canManage = session.role === 'network' || session.role === 'brand';
  const c = campaign.data?.campaign;
  const crumbs = [
    { label: 'Console', href: '/console' },
    { label: 'Brands', href: '/console/brands' },
    ...(c
      ? [
          { label: c.advertiser_name, href: `/console/brands/${c.advertiser_id}` },
          { label: 'Campaigns', href: `/console/brands/${c.advertiser_id}/campaigns` },
          { label: c.title },
        ]
      : [{ label: `Campaign #${campaignId}` }]),
  ];
  return (
    <div className="space-y-6">
      <PageHeader
        title={c?.title ?? 'Campaign'}
        crumbs={crumbs}
        actions={c && <StatusBadge status={c.status} labels={CAMPAIGN_STATUS_LABELS} />}
      >
        {c &&
          `Campaign #${c.campaign_id} of ${c.advertiser_name} · created ${formatDateTime(c.created)}`}
      </PageHeader>
      {campaign.isLoading ? (
        <LoadingState label="Loading the campaign…" />
      ) : campaign.isError || !c ? (
        <ErrorState
          error={campaign.error}
          retry={() => campaign.refetch()}
          title="This campaign could not be loaded"
        />
      ) : (
        <>
          <Section
            title="Participants"
            id="participants"
            description="Decide pending requests; see who is approved or rejected."
            actions={canManage && <InvitePartners campaign={c} />}
          >
            <Participants campaign={c} />
          </Section>
          <Section
            title="Partner groups"
            id="partner-groups"
            description="Named sets of this campaign's partners."
          >
            <CampaignPartnerGroups campaignId={c.campaign_id} />
          </Section>
          <Section
            title="Custom terms"
            id="custom-terms"
            description="Terms partners accept to join: general terms for every partner, or terms for chosen partners."
          >
            <CampaignCustomTerms campaignId={c.campaign_id} />
          </Section>
          <CommissionEditor campaignId={c.campaign_id} />
          <CampaignCreatives campaignId={c.campaign_id} />
          <CampaignDeals campaignId={c.campaign_id} />
          <CampaignVoucherCodes campaignId={c.campaign_id} />
          <CampaignDeeplinkDomains brandId={c.advertiser_id} brandName={c.advertiser_name} />
          <Section title="Details" id="details">
            <CampaignForm brandId={c.advertiser_id} campaign={c} />
          </Section>
        </>
      )}
    </div>
  );
}
