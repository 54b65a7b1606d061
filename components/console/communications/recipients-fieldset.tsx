'use client';

import { useReviewCampaigns } from '@/lib/client/hooks/conversion-review';
import { usePartnerGroups } from '@/lib/client/hooks/partner-groups';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { CheckboxField, FormError } from '@/components/ui/field';
import { toggle, type ComposeValues } from './compose-values';

type Set = <K extends keyof ComposeValues>(name: K, value: ComposeValues[K]) => void;

/** Whom a message goes to: all approved partners, partners of campaigns, or partner groups. */
export function RecipientsFieldset({
  values,
  error,
  set,
}: {
  values: ComposeValues;
  error?: string;
  set: Set;
}) {
  const session = useConsoleSession();
  const campaigns = useReviewCampaigns();
  const groups = usePartnerGroups(session.networkId);
  const campaignRows = campaigns.data?.campaigns ?? [];
  const groupRows = groups.data ?? [];
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'recipients-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">Send to</legend>
      {(
        [
          ['all', 'All approved partners'],
          ['campaigns', 'Partners of chosen campaigns'],
          ['groups', 'Partners in chosen partner groups'],
        ] as const
      ).map(([audience, label]) => (
        <label key={audience} className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="radio"
            name="audience"
            value={audience}
            checked={values.audience === audience}
            onChange={() => set('audience', audience)}
            className="h-4 w-4 accent-brand"
          />
          {label}
        </label>
      ))}
      {values.audience === 'campaigns' && (
        <div className="max-h-40 space-y-1 overflow-y-auto rounded border border-slate-200 p-2">
          {campaigns.isError && <FormError message="The campaigns could not be loaded." />}
          {campaignRows.length === 0 && !campaigns.isLoading && (
            <p className="text-sm text-slate-600">There are no campaigns yet.</p>
          )}
          {campaignRows.map(({ campaign }) => (
            <CheckboxField
              key={campaign.campaign_id}
              label={campaign.title}
              checked={values.campaignIds.includes(campaign.campaign_id)}
              onChange={() => set('campaignIds', toggle(values.campaignIds, campaign.campaign_id))}
            />
          ))}
        </div>
      )}
      {values.audience === 'groups' && (
        <div className="max-h-40 space-y-1 overflow-y-auto rounded border border-slate-200 p-2">
          {groups.isError && <FormError message="The partner groups could not be loaded." />}
          {groupRows.length === 0 && !groups.isLoading && (
            <p className="text-sm text-slate-600">This network has no partner groups yet.</p>
          )}
          {groupRows.map((g) => (
            <CheckboxField
              key={g.id}
              label={`${g.name} (${g.campaign.name})`}
              checked={values.groupIds.includes(g.id)}
              onChange={() => set('groupIds', toggle(values.groupIds, g.id))}
            />
          ))}
        </div>
      )}
      {error && (
        <p id="recipients-error" className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
