'use client';

import { useId, useMemo, useState } from 'react';
import { useCampaignPartners } from '@/lib/client/hooks/campaigns';
import { plural } from '@/lib/client/format';
import { PARTICIPATION_LABELS, StatusBadge } from '@/components/ui/badge';
import { TextField } from '@/components/ui/field';
import { ErrorState, LoadingState } from '@/components/ui/states';

interface MemberPickerProps {
  campaignId: string;
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/**
 * Chooses a group's partners among the campaign's partners (every participation status), with a
 * filter by name. Members no longer on the campaign stay listed, so saving does not drop them
 * unseen.
 */
export function MemberPicker({ campaignId, selected, onChange, error }: MemberPickerProps) {
  const partners = useCampaignPartners(campaignId);
  const [filter, setFilter] = useState('');
  const listId = useId();
  const chosen = useMemo(() => new Set(selected), [selected]);
  const rows = useMemo(() => {
    const onCampaign = (partners.data?.publishers ?? []).map((p) => ({
      id: p.publisher.publisher_id,
      name: p.publisher.account_name,
      status: p.publisher.campaign_status as string | null,
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
        Partners in the group ({plural(selected.length, 'partner')} selected)
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
            {rows.length ? 'No partner matches the filter.' : 'This campaign has no partners yet.'}
          </li>
        )}
        {shown.map((r) => (
          <li key={r.id} className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 accent-brand"
                checked={chosen.has(r.id)}
                onChange={() => toggle(r.id)}
              />
              {r.name}
            </label>
            {r.status && <StatusBadge status={r.status} labels={PARTICIPATION_LABELS} />}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
