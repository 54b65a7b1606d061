'use client';

import { useReviewCampaigns } from '@/lib/client/hooks/conversion-review';
import { SelectField, TextField } from '@/components/ui/field';
import { ATTRIBUTION_WORDS, STAGE_OPTIONS, STATUS_OPTIONS } from './words';

export const FILTER_NAMES = [
  'campaign_id',
  'publisher_id',
  'status',
  'stage',
  'from',
  'to',
  'min_value',
  'max_value',
  'attribution',
] as const;
export type FilterValues = Partial<Record<(typeof FILTER_NAMES)[number], string>>;

function Choice({
  label,
  value,
  all,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  all: string;
  options: readonly (readonly [string, string])[];
  onChange: (v: string) => void;
}) {
  return (
    <SelectField label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
      <option value="">{all}</option>
      {options.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </SelectField>
  );
}

/** The list's filters; each change goes back to the first page. Errors come from the API's checks. */
export function ReviewFilters({
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
  const set = (name: keyof FilterValues) => (v: string) => onChange(name, v);
  const text = (name: keyof FilterValues, label: string, type = 'text', hint?: string) => (
    <TextField
      label={label}
      type={type}
      inputMode={type === 'text' ? 'decimal' : undefined}
      hint={hint}
      value={values[name] ?? ''}
      error={errors[name]}
      onChange={(e) => set(name)(e.target.value)}
    />
  );
  return (
    <fieldset className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">Filters</legend>
      <Choice
        label="Campaign"
        all="Every campaign"
        options={campaignOptions}
        value={values.campaign_id}
        onChange={set('campaign_id')}
      />
      <TextField
        label="Partner ID"
        inputMode="numeric"
        value={values.publisher_id ?? ''}
        error={errors.publisher_id}
        onChange={(e) => set('publisher_id')(e.target.value.trim())}
      />
      <Choice
        label="Status"
        all="Every status"
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={set('status')}
      />
      <Choice
        label="Stage"
        all="Every stage"
        options={STAGE_OPTIONS}
        value={values.stage}
        onChange={set('stage')}
      />
      {text('from', 'Recorded from', 'date')}
      {text('to', 'Recorded until', 'date')}
      {text('min_value', 'Sale value from')}
      {text('max_value', 'Sale value up to')}
      <Choice
        label="Attribution"
        all="Any attribution"
        options={Object.entries(ATTRIBUTION_WORDS)}
        value={values.attribution}
        onChange={set('attribution')}
      />
    </fieldset>
  );
}
