'use client';

import type { Claim } from '@/lib/client/hooks/claims';
import { Button } from '@/components/ui/button';
import { QueryTable } from '@/components/ui/query-table';
import { EmptyState } from '@/components/ui/states';
import {
  CLAIM_TYPE_TEXT,
  claimDate,
  claimMoney,
  claimStateText,
  STATE_TONE,
} from '../../shared/claim-words';

export type QueueAction = 'approve' | 'reject' | 'pend';

const COLUMNS = [
  'Partner',
  'Campaign',
  'Order reference',
  'Sale',
  'Notes and evidence',
  'State',
  'Claimed',
  '',
];

function QueueRow({
  claim,
  onAction,
}: {
  claim: Claim;
  onAction: (a: QueueAction, c: Claim) => void;
}) {
  const can = new Set(claim.actions_available);
  return (
    <tr>
      <td className="px-3 py-3">{claim.publisher.name}</td>
      <td className="px-3 py-3">{claim.campaign.title}</td>
      <th scope="row" className="px-3 py-3 text-left font-medium">
        {claim.conversion_reference}
        <span className="block text-xs font-normal text-slate-500">
          {CLAIM_TYPE_TEXT[claim.transaction_query_type]}
        </span>
      </th>
      <td className="px-3 py-3 whitespace-nowrap">
        {claimMoney(claim.conversion_value, claim.conversion_currency)}
        <span className="block text-xs text-slate-500">
          {claimDate(claim.conversion_date_time)}
        </span>
      </td>
      <td className="max-w-xs px-3 py-3 text-sm break-words text-slate-600">
        {claim.notes ?? '—'}
      </td>
      <td className="px-3 py-3">
        <span
          className={`inline-block rounded px-2 py-0.5 text-xs font-medium ring-1 ${STATE_TONE[claim.current_state]}`}
          data-testid="claim-state"
        >
          {claimStateText(claim)}
        </span>
      </td>
      <td className="px-3 py-3 whitespace-nowrap">{claimDate(claim.created_at)}</td>
      <td className="px-3 py-3">
        <div className="flex justify-end gap-2">
          {can.has('approve') && (
            <Button
              size="sm"
              variant="primary"
              aria-label={`Approve the claim for order ${claim.conversion_reference}`}
              onClick={() => onAction('approve', claim)}
            >
              Approve
            </Button>
          )}
          {can.has('reject') && (
            <Button
              size="sm"
              variant="danger"
              aria-label={`Reject the claim for order ${claim.conversion_reference}`}
              onClick={() => onAction('reject', claim)}
            >
              Reject
            </Button>
          )}
          {can.has('pend') && (
            <Button
              size="sm"
              aria-label={`Set the claim for order ${claim.conversion_reference} back to pending`}
              onClick={() => onAction('pend', claim)}
            >
              Set back to pending
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** The queue's rows: who claimed what, its evidence, its state and what may be done with it. */
export function QueueTable({
  query,
  rows,
  filtered,
  onAction,
}: {
  query: { isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  rows: Claim[];
  filtered: boolean;
  onAction: (a: QueueAction, c: Claim) => void;
}) {
  return (
    <QueryTable
      caption="Missing-sale claims"
      testId="claims-queue"
      columns={COLUMNS}
      query={query}
      rows={rows}
      empty={
        <EmptyState title={filtered ? 'No claims match these filters' : 'No claims yet'}>
          {filtered
            ? 'Choose another state or campaign.'
            : 'When a partner claims a sale that was not tracked, it waits here for a decision.'}
        </EmptyState>
      }
    >
      {(claim) => <QueueRow key={claim.transaction_query_id} claim={claim} onAction={onAction} />}
    </QueryTable>
  );
}
