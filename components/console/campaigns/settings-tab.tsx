'use client';

import { Section } from '@/components/ui/page-header';
import { CampaignForm } from './campaign-form';
import { CampaignDescription } from './campaign-description';
import { CampaignInvoiceFee } from './invoice-fee';
import { CampaignSaleLimits } from './sale-limits';
import type { Campaign } from './types';

/**
 * The campaign page's Settings tab: its details and description first (shown at once, the
 * campaign is loaded), then the sale limits and (staff) the invoice fee, which load their own.
 */
export function CampaignSettingsTab({ campaign, staff }: { campaign: Campaign; staff: boolean }) {
  return (
    <div className="space-y-6">
      <Section title="Description" id="description" description="As partners read it.">
        <CampaignDescription
          html={campaign.description.en ?? Object.values(campaign.description)[0] ?? ''}
        />
      </Section>
      <Section title="Details" id="details">
        <CampaignForm brandId={campaign.advertiser_id} campaign={campaign} />
      </Section>
      <CampaignSaleLimits campaignId={campaign.campaign_id} editable={staff} />
      {staff && <CampaignInvoiceFee campaignId={campaign.campaign_id} />}
    </div>
  );
}
