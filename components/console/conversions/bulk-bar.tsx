'use client';

import { useState } from 'react';
import type { ReviewAction, ReviewFilters } from '@/lib/client/hooks/conversion-review';
import { plural } from '@/lib/client/format';
import { Button, buttonClass } from '@/components/ui/button';
import type { Decision } from './decision-dialog';

const ACTIONS: [ReviewAction, string][] = [
  ['approve', 'Approve'],
  ['reject', 'Reject'],
  ['pend', 'Set to pending'],
];

/** Bulk decisions on the selection or on everything the filters match, and the CSV export. */
export function BulkBar({
  selected,
  total,
  filters,
  exportHref,
  onDecide,
}: {
  selected: string[];
  total: number;
  filters: ReviewFilters;
  exportHref: string;
  onDecide: (d: Decision) => void;
}) {
  const [scope, setScope] = useState<'selected' | 'all'>('selected');
  const useAll = scope === 'all' || selected.length === 0;
  const count = useAll ? total : selected.length;
  const decide = (action: ReviewAction) =>
    onDecide({
      action,
      count,
      target: useAll ? { filter: filters } : { conversion_ids: selected },
      what: useAll
        ? `all ${plural(total, 'conversion')} matching the filters`
        : `the ${plural(selected.length, 'selected conversion')}`,
    });
  return (
    <div
      className="mb-3 flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-3 text-sm"
      data-testid="bulk-bar"
    >
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="sr-only">Apply to</legend>
        <label className="flex items-center gap-1">
          <input
            type="radio"
            name="bulk-scope"
            className="accent-brand"
            checked={!useAll}
            disabled={selected.length === 0}
            onChange={() => setScope('selected')}
          />
          {selected.length
            ? `The ${plural(selected.length, 'selected conversion')}`
            : 'None selected'}
        </label>
        <label className="flex items-center gap-1">
          <input
            type="radio"
            name="bulk-scope"
            className="accent-brand"
            checked={useAll}
            onChange={() => setScope('all')}
          />
          All {plural(total, 'conversion')} matching the filters
        </label>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        {ACTIONS.map(([action, label]) => (
          <Button
            key={action}
            size="sm"
            variant={
              action === 'approve' ? 'primary' : action === 'reject' ? 'danger' : 'secondary'
            }
            disabled={count === 0}
            onClick={() => decide(action)}
          >
            {label}…
          </Button>
        ))}
        <a className={buttonClass('secondary', 'sm')} href={exportHref} download>
          Export CSV
        </a>
      </div>
    </div>
  );
}
