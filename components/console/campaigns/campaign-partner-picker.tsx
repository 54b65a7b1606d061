'use client';

import { useId, useMemo, useState } from 'react';
import { Controller, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { plural } from '@/lib/client/format';
import { useCampaignPartners } from '@/lib/client/hooks/campaigns';
import { PARTICIPATION_LABELS, StatusBadge } from '@/components/ui/badge';
import { TextField } from '@/components/ui/field';
import { ErrorState, LoadingState } from '@/components/ui/states';

interface PickerProps {
  campaignId: string;
  selected: string[];
  onChange: (ids: string[]) => void;
  legend: string;
  /** What to say while the campaign has no partners at all. */
  emptyText?: string;
  error?: string;
}

/**
 * Chooses partners among the campaign's partners (requested, invited, approved or rejected),
 * with a filter by name, for custom terms and partner groups. Chosen partners no longer on the
 * campaign stay listed, so saving does not drop them unseen.
 */
export function CampaignPartnerPicker({
  campaignId,
  selected,
  onChange,
  legend,
  emptyText = 'This campaign has no partners yet.',
  error,
}: PickerProps) {
  const partners = useCampaignPartners(campaignId);
  const [filter, setFilter] = useState('');
  const listId = useId();
  const chosen = useMemo(() => new Set(selected), [selected]);
  const rows = useMemo(() => {
    const onCampaign = (partners.data?.publishers ?? []).map(({ publisher: p }) => ({
      id: p.publisher_id,
      name: p.account_name,
      status: p.invited === 'y' ? 't' : (p.campaign_status as string | null),
    }));
    const known = new Set(onCampaign.map((p) => p.id));
    const others = selected
      .filter((id) => !known.has(id))
      .map((id) => ({ id, name: `Partner #${id} (not on this campaign)`, status: null }));
    return [...onCampaign, ...others];
  }, [partners.data, selected]);
  const q = filter.trim().toLowerCase();
  const shown = q ? rows.filter((r) => r.name.toLowerCase().includes(q) || r.id === q) : rows;
  const toggle = (id: string) =>
    onChange(chosen.has(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  if (partners.isLoading) return <LoadingState label="Loading the campaign's partners…" />;
  if (partners.isError)
    return <ErrorState error={partners.error} retry={() => partners.refetch()} />;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${listId}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">
        {legend} ({plural(selected.length, 'partner')} chosen)
      </legend>
      <TextField
        type="search"
        label="Filter partners"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        aria-controls={listId}
        autoComplete="off"
      />
      {error && (
        <p id={`${listId}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      <ul
        id={listId}
        className="max-h-60 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200"
      >
        {shown.length === 0 && (
          <li className="px-3 py-2 text-sm text-slate-500">
            {rows.length ? 'No partner matches the filter.' : emptyText}
          </li>
        )}
        {shown.map((r) => (
          <li key={r.id} className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm">
            <label className="flex min-w-0 items-center gap-2">
              <input
                type="checkbox"
                className="h-4 w-4 shrink-0 rounded border-slate-300 accent-brand"
                checked={chosen.has(r.id)}
                onChange={() => toggle(r.id)}
              />
              <span className="truncate">{r.name}</span>
            </label>
            {r.status && <StatusBadge status={r.status} labels={PARTICIPATION_LABELS} />}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The picker as the `publishers` field of a react-hook-form form, showing its error. */
export function CampaignPartnerField<V extends FieldValues & { publishers: string[] }>({
  form,
  ...picker
}: Pick<PickerProps, 'campaignId' | 'legend' | 'emptyText'> & { form: UseFormReturn<V> }) {
  return (
    <Controller
      control={form.control as unknown as Control<{ publishers: string[] }>}
      name="publishers"
      render={({ field, fieldState }) => (
        <CampaignPartnerPicker
          {...picker}
          selected={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
