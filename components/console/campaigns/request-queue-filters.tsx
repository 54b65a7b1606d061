'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useRequestInviteFilters } from '@/lib/client/hooks/invitations';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';

/** The queue's filters as the URL carries them (the API's query names). */
const QUEUE_FILTERS = [
  'campaign_id',
  'advertiser_id',
  'status',
  'vertical_id',
  'promo_method_id',
  'operating_country',
  'search',
] as const;
export type QueueFilters = Partial<Record<(typeof QUEUE_FILTERS)[number], string>>;

interface QueueUrl {
  filters: QueueFilters;
  offset: number;
  /** The partner whose requests and invitations are open, if any. */
  partner: string | null;
}

/**
 * Filters, page and the open partner live in the URL, so reload, back and shared links keep
 * them. Changing the filters goes back to the first page and closes the partner.
 */
export function useQueueUrl() {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const filters: QueueFilters = {};
  for (const name of QUEUE_FILTERS) {
    const value = search.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const offset = Math.max(0, Number(search.get('offset') ?? 0) || 0);
  const rawPartner = search.get('partner');
  const state: QueueUrl = {
    filters,
    offset,
    partner: rawPartner && /^\d{1,18}$/.test(rawPartner) ? rawPartner : null,
  };
  const go = (next: QueueUrl) => {
    const q = new URLSearchParams();
    for (const [name, value] of Object.entries(next.filters)) if (value) q.set(name, value);
    if (next.offset) q.set('offset', String(next.offset));
    if (next.partner) q.set('partner', next.partner);
    const query = q.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  return {
    ...state,
    setFilters: (f: QueueFilters) => go({ filters: f, offset: 0, partner: null }),
    setOffset: (o: number) => go({ ...state, offset: o, partner: null }),
    setPartner: (p: string | null) => go({ ...state, partner: p }),
  };
}

type Option = { name: string; value: string };

function Choice({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{allLabel}</option>
      {value && !options.some((o) => o.value === value) && <option value={value}>#{value}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.name}
        </option>
      ))}
    </SelectField>
  );
}

const TYPES: Option[] = [
  { name: 'Requests', value: 'requested' },
  { name: 'Invitations', value: 'invited' },
];

/** The filter form: the reference's filters, their values from the filters operation. */
export function QueueFilterForm({
  filters,
  onApply,
}: {
  filters: QueueFilters;
  onApply: (f: QueueFilters) => void;
}) {
  const session = useConsoleSession();
  const values = useRequestInviteFilters(session.networkId).data?.filters;
  const [draft, setDraft] = useState<QueueFilters>(filters);
  const field = (name: keyof QueueFilters) => ({
    value: draft[name] ?? '',
    onChange: (value: string) => setDraft((d) => ({ ...d, [name]: value })),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean: QueueFilters = {};
    for (const name of QUEUE_FILTERS) if (draft[name]?.trim()) clean[name] = draft[name]!.trim();
    onApply(clean);
  };
  return (
    <form
      role="search"
      aria-label="Filter requests and invitations"
      onSubmit={submit}
      className="mb-4 grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Choice
        label="Campaign"
        allLabel="Every campaign"
        options={values?.campaigns ?? []}
        {...field('campaign_id')}
      />
      <Choice
        label="Brand"
        allLabel="Every brand"
        options={values?.advertisers ?? []}
        {...field('advertiser_id')}
      />
      <Choice
        label="Type"
        allLabel="Requests and invitations"
        options={TYPES}
        {...field('status')}
      />
      <TextField
        label="Partner"
        placeholder="Name or id"
        autoComplete="off"
        value={draft.search ?? ''}
        onChange={(e) => setDraft((d) => ({ ...d, search: e.target.value }))}
      />
      <Choice
        label="Vertical"
        allLabel="Every vertical"
        options={values?.verticals ?? []}
        {...field('vertical_id')}
      />
      <Choice
        label="Promotional method"
        allLabel="Every promotional method"
        options={values?.promo_methods ?? []}
        {...field('promo_method_id')}
      />
      <Choice
        label="Operating country"
        allLabel="Every country"
        options={values?.operating_countries ?? []}
        {...field('operating_country')}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          Apply filters
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
