'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { Section } from '@/components/ui/page-header';
import type { Campaign } from './types';

/**
 * The campaign page's tabs, in order: one entry each (docs/console.md#campaign-page). To add a
 * part of the campaign page, add an entry here: its id is the `?tab=` of its address, and its
 * panel is loaded only when the tab is opened.
 *
 * Each panel is loaded after first paint (the page's first-load JavaScript budget), behind a
 * placeholder as tall as a section (PanelLoading), so the page below the tabs does not jump. A
 * panel puts what loads last at its bottom: a section that grows pushes only what is below it.
 */

export interface TabContext {
  campaign: Campaign;
  /** Network staff (not a brand user). */
  staff: boolean;
}

export interface CampaignTab {
  id: string;
  label: string;
  /** Shown only when this says so (default: always). */
  shown?: (ctx: TabContext) => boolean;
  panel: (ctx: TabContext) => ReactNode;
}

/** A section-sized placeholder while a panel's code loads. */
export function PanelLoading() {
  return (
    <div
      role="status"
      aria-label="Loading…"
      className="min-h-64 animate-pulse rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <span aria-hidden className="block h-4 w-40 rounded bg-slate-200" />
      <span aria-hidden className="mt-3 block h-3 w-3/4 rounded bg-slate-100" />
    </div>
  );
}

const lazy = <P,>(load: () => Promise<React.ComponentType<P>>) =>
  dynamic(load, { loading: PanelLoading });

const Participants = lazy(() => import('./participants').then((m) => m.CampaignParticipants));
const PartnerGroups = lazy(() =>
  import('@/components/console/partner-groups/campaign-partner-groups').then(
    (m) => m.CampaignPartnerGroups,
  ),
);
const CustomTerms = lazy(() => import('./custom-terms').then((m) => m.CampaignCustomTerms));
const Commissions = lazy(() =>
  import('@/components/console/commissions/commission-editor').then((m) => m.CommissionEditor),
);
const Creatives = lazy(() =>
  import('@/components/console/creatives/campaign-creatives').then((m) => m.CampaignCreatives),
);
const Deals = lazy(() =>
  import('@/components/console/deals/campaign-deals').then((m) => m.CampaignDeals),
);
const VoucherCodes = lazy(() =>
  import('@/components/console/campaign-tracking/voucher-codes').then(
    (m) => m.CampaignVoucherCodes,
  ),
);
const DeeplinkDomains = lazy(() =>
  import('@/components/console/campaign-tracking/deeplink-domains').then(
    (m) => m.CampaignDeeplinkDomains,
  ),
);
const Settings = lazy(() => import('./settings-tab').then((m) => m.CampaignSettingsTab));

export const CAMPAIGN_TABS: CampaignTab[] = [
  {
    id: 'partners',
    label: 'Partners',
    panel: ({ campaign }) => <Participants campaign={campaign} />,
  },
  {
    id: 'groups',
    label: 'Partner groups',
    panel: ({ campaign }) => (
      <Section
        title="Partner groups"
        id="partner-groups"
        description="Named sets of this campaign's partners."
      >
        <PartnerGroups campaignId={campaign.campaign_id} />
      </Section>
    ),
  },
  {
    id: 'commissions',
    label: 'Commissions',
    panel: ({ campaign }) => (
      <Commissions campaignId={campaign.campaign_id} currency={campaign.default_currency} />
    ),
  },
  {
    id: 'terms',
    label: 'Custom terms',
    panel: ({ campaign }) => (
      <Section
        title="Custom terms"
        id="custom-terms"
        description="Terms partners accept to join: general terms for every partner, or terms for chosen partners."
      >
        <CustomTerms campaignId={campaign.campaign_id} />
      </Section>
    ),
  },
  {
    id: 'creatives',
    label: 'Creatives',
    panel: ({ campaign }) => <Creatives campaignId={campaign.campaign_id} />,
  },
  {
    id: 'deals',
    label: 'Deals',
    panel: ({ campaign }) => <Deals campaignId={campaign.campaign_id} />,
  },
  {
    id: 'vouchers',
    label: 'Voucher codes',
    panel: ({ campaign }) => <VoucherCodes campaignId={campaign.campaign_id} />,
  },
  {
    id: 'tracking',
    label: 'Tracking',
    panel: ({ campaign }) => (
      <DeeplinkDomains brandId={campaign.advertiser_id} brandName={campaign.advertiser_name} />
    ),
  },
  {
    id: 'settings',
    label: 'Settings',
    panel: ({ campaign, staff }) => <Settings campaign={campaign} staff={staff} />,
  },
];
