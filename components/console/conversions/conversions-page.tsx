'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import {
  cleanFilters,
  exportHref,
  REVIEW_PAGE,
  useReviewList,
  useStartReview,
  type ReviewAction,
  type ReviewJob,
  type ReviewRow,
} from '@/lib/client/hooks/conversion-review';
import { describeError, splitServerError } from '@/lib/client/form-errors';
import { plural } from '@/lib/client/format';
import { FormError } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, LoadingState } from '@/components/ui/states';
import type { Adjusting } from './adjust-dialog';
import { BulkBar } from './bulk-bar';
import { ConversionList } from './conversion-list';
import type { Decision } from './decision-dialog';
import { FILTER_NAMES, ReviewFilters } from './review-filters';
import { ReviewProgress, type Running } from './review-progress';
import { useReviewState } from './use-review-state';
import type { RowAction } from './words';

// The dialogs (forms and their schemas) load after the page: they keep /console/conversions
// inside its first-load JavaScript budget (e2e/console/first-load-js.spec.ts).
const DecisionDialog = dynamic(() => import('./decision-dialog').then((m) => m.DecisionDialog), {
  loading: () => null,
});
const AdjustDialog = dynamic(() => import('./adjust-dialog').then((m) => m.AdjustDialog), {
  loading: () => null,
});

const ING: Record<ReviewAction, string> = {
  approve: 'Approving',
  reject: 'Rejecting',
  pend: 'Setting to pending',
};

/**
 * /console/conversions: the sales partners brought, to approve, reject (with a reason the
 * partner sees), set back to pending, amend or refund, one at a time or in bulk (a selection or
 * everything the filters match, run as jobs with their progress shown), and to export as CSV.
 */
export function ConversionsPage() {
  const state = useReviewState();
  const filters = cleanFilters(state.values);
  const list = useReviewList(filters, state.offset);
  const start = useStartReview();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [adjusting, setAdjusting] = useState<Adjusting | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const split = list.isError ? splitServerError(list.error, FILTER_NAMES) : null;
  const filterErrors = Object.fromEntries((split?.fields ?? []).map((f) => [f.name, f.message]));

  const started = (jobs: ReviewJob[], d: Decision) => {
    setDecision(null);
    state.setSelected(new Set());
    setRunning({
      jobIds: jobs.map((j) => j.id),
      label: `${ING[d.action]} ${plural(d.count, 'conversion')}`,
    });
  };

  async function onRowAction(action: RowAction, row: ReviewRow) {
    setError(null);
    if (action === 'amend' || action === 'refund') return setAdjusting({ kind: action, row });
    const d: Decision = {
      action,
      target: { conversion_ids: [row.conversion_id] },
      what: `order ${row.conversion_reference}`,
      count: 1,
    };
    if (action === 'reject') return setDecision(d);
    try {
      started((await start.mutateAsync({ action, ...d.target })).data.jobs, d);
    } catch (e) {
      setError(describeError(e));
    }
  }

  return (
    <div>
      <PageHeader
        title="Conversions"
        crumbs={[{ label: 'Console', href: '/console' }, { label: 'Conversions' }]}
      >
        The sales partners brought. Approve them to pay the partner, reject them with a reason the
        partner sees, or amend and refund approved ones.
      </PageHeader>
      <ReviewFilters values={state.values} errors={filterErrors} onChange={state.setFilter} />
      <FormError message={error ?? (split?.fields.length ? null : split?.message)} />
      {running && <ReviewProgress running={running} onDismiss={() => setRunning(null)} />}
      <BulkBar
        selected={[...state.selected]}
        total={total}
        filters={filters}
        exportHref={exportHref(filters)}
        onDecide={setDecision}
      />
      {list.isLoading ? (
        <LoadingState label="Loading conversions" />
      ) : !rows.length && !list.isError ? (
        <EmptyState title="No conversions match these filters">
          Widen the dates or choose another status.
        </EmptyState>
      ) : (
        <ConversionList
          rows={rows}
          selected={state.selected}
          onToggle={(id) => {
            const next = new Set(state.selected);
            if (!next.delete(id)) next.add(id);
            state.setSelected(next);
          }}
          onToggleAll={() => {
            const all = rows.every((r) => state.selected.has(r.conversion_id));
            state.setSelected(all ? new Set() : new Set(rows.map((r) => r.conversion_id)));
          }}
          onAction={onRowAction}
        />
      )}
      {total > REVIEW_PAGE && (
        <Pagination
          offset={state.offset}
          limit={REVIEW_PAGE}
          total={total}
          onChange={state.setOffset}
          label="conversions"
        />
      )}
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} onStarted={started} />
      <AdjustDialog adjusting={adjusting} onClose={() => setAdjusting(null)} />
    </div>
  );
}
