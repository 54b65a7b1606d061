'use client';

import { Badge } from '@/components/ui/badge';
import { CheckboxField } from '@/components/ui/field';
import type { DiscoveryAdvertiser, DiscoveryCampaign, DiscoveryEdits } from './use-discovery-edits';

function CampaignFacts({ campaign }: { campaign: DiscoveryCampaign }) {
  return (
    <span className="ml-2 inline-flex flex-wrap gap-1 align-middle">
      {campaign.status !== 'Active' && (
        <Badge tone={campaign.status === 'Retired' ? 'red' : 'slate'}>
          {campaign.status === 'Retired' ? 'Retired' : 'Not active'}
        </Badge>
      )}
      {campaign.testMode && <Badge tone="amber">Test mode</Badge>}
      {campaign.hidden && <Badge tone="slate">Hidden</Badge>}
    </span>
  );
}

/** One brand's discovery settings: whether it takes part, and which campaigns are shown. */
export function DiscoveryBrandSettings({
  advertiser,
  edits,
}: {
  advertiser: DiscoveryAdvertiser;
  edits: DiscoveryEdits;
}) {
  const participating = edits.participating(advertiser);
  return (
    <fieldset
      className="rounded-md border border-slate-200 p-4"
      data-testid={`discovery-brand-${advertiser.id}`}
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">{advertiser.name}</legend>
      <CheckboxField
        label={`${advertiser.name} takes part in discovery`}
        checked={participating}
        onChange={(e) => edits.setParticipating(advertiser, e.target.checked)}
      />
      {!participating && (
        <p className="mt-1 text-xs text-slate-500">
          Partners cannot discover any of this brand&apos;s campaigns. Partners already on them keep
          them.
        </p>
      )}
      {advertiser.campaigns.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No campaigns yet.</p>
      ) : (
        <ul className="mt-3 space-y-2 pl-6" aria-label={`Campaigns of ${advertiser.name}`}>
          {advertiser.campaigns.map((campaign) => (
            <li key={campaign.id} className="flex flex-wrap items-start">
              <CheckboxField
                label={`Show ${campaign.name} in discovery`}
                checked={edits.shown(campaign)}
                onChange={(e) => edits.setShown(campaign, e.target.checked)}
              />
              <CampaignFacts campaign={campaign} />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
