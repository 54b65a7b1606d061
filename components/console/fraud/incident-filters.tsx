'use client';

import { useReviewCampaigns } from '@/lib/client/hooks/conversion-review';
import { SelectField, TextField } from '@/components/ui/field';
import { METRIC_OPTIONS } from './words';

export const FILTER_NAMES = [
  'campaign_id',
  'partner_id',
  'metric',
  'status',
  'start_date',
  'end_date',
] as const;
export type FilterValues = Partial<Record<(typeof FILTER_NAMES)[number], string>>;

/** The review's filters; errors are the API's, under the filter they concern. */
export function IncidentFilters({
  values,
  errors,
  onChange,
}: {
  values: FilterValues;
  errors: Record<string, string>;
  onChange: (name: keyof FilterValues, value: string) => void;
}) {
  const campaigns = useReviewCampaigns();
  const campaignOptions = (campaigns.data?.campaigns ?? []).map(
    (c) => [c.campaign.campaign_id, c.campaign.title] as const,
  );
  return (
    <fieldset className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="sr-only">Filters</legend>
      <SelectField
        label="Campaign"
        value={values.campaign_id ?? ''}
        error={errors.campaign_id}
        onChange={(e) => onChange('campaign_id', e.target.value)}
      >
        <option value="">Every campaign</option>
        {campaignOptions.map(([id, title]) => (
          <option key={id} value={id}>
            {title}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Partner ID"
        inputMode="numeric"
        value={values.partner_id ?? ''}
        error={errors.partner_id}
        onChange={(e) => onChange('partner_id', e.target.value.trim())}
      />
      <SelectField
        label="Rule"
        value={values.metric ?? ''}
        error={errors.metric}
        onChange={(e) => onChange('metric', e.target.value)}
      >
        <option value="">Every rule</option>
        {METRIC_OPTIONS.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Status"
        value={values.status ?? ''}
        error={errors.status}
        onChange={(e) => onChange('status', e.target.value)}
      >
        <option value="">Open and dismissed</option>
        <option value="active">Open</option>
        <option value="deleted">Dismissed</option>
      </SelectField>
      <TextField
        label="Raised from"
        type="date"
        value={values.start_date ?? ''}
        error={errors.start_date}
        onChange={(e) => onChange('start_date', e.target.value)}
      />
      <TextField
        label="Raised until"
        type="date"
        value={values.end_date ?? ''}
        error={errors.end_date}
        onChange={(e) => onChange('end_date', e.target.value)}
      />
    </fieldset>
  );
}
