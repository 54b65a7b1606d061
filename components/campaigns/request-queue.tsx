'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DeclineRequestsIn } from '@/lib/schemas/participation';
import { apiResolver } from '@/lib/client/form-resolver';
import { describeError } from '@/lib/client/form-errors';
import { useDecideRequests, type DecisionItem } from '@/lib/client/hooks/campaigns';
import { plural } from '@/lib/client/format';
import { useConsoleSession } from '@/components/console/session-context';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ConfirmDialog, Modal } from '@/components/ui/dialog';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { TextAreaField } from '@/components/ui/field';
import { EmptyState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import type { CampaignPartner } from './types';

export interface QueueRow {
  campaignId: string;
  campaignTitle: string;
  partner: CampaignPartner;
}

const keyOf = (r: { campaignId: string; partner: { publisher_id: string } }) => `${r.campaignId}:${r.partner.publisher_id}`;
const itemOf = (r: QueueRow): DecisionItem => ({ campaign_id: r.campaignId, publisher_id: r.partner.publisher_id });

function DeclineForm({ rows, onDone }: { rows: QueueRow[]; onDone: (reason: string) => void }) {
  const form = useForm<{ reason: string }>({
    defaultValues: { reason: '' },
    // The same schema the decline operation parses: the reason is checked for every item.
    resolver: apiResolver(DeclineRequestsIn, (v: { reason: string }) => ({ campaign_requests: rows.map((r) => ({ ...itemOf(r), reason: v.reason.trim() || null })) }), {
      campaign_requests: 'reason',
    }),
  });
  return (
    <form onSubmit={form.handleSubmit((v) => onDone(v.reason.trim()))} noValidate className="space-y-4">
      <TextAreaField label="Reason (optional)" hint="Kept in the participation's history." rows={3} error={form.formState.errors.reason?.message} {...form.register('reason')} autoFocus />
      <div className="flex justify-end">
        <Button type="submit" variant="danger">
          Decline {plural(rows.length, 'request')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Pending requests (and invitations) with accept and decline, one at a time or in bulk.
 * Decisions are partial: each item succeeds or fails on its own, and failures say why.
 */
export function RequestQueue({ rows, showCampaign }: { rows: QueueRow[]; showCampaign?: boolean }) {
  const session = useConsoleSession();
  const toast = useToast();
  const decide = useDecideRequests(session.networkId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [accepting, setAccepting] = useState<QueueRow[] | null>(null);
  const [declining, setDeclining] = useState<QueueRow[] | null>(null);
  const [failures, setFailures] = useState<string[]>([]);

  // Only rows still in the queue count: decided ones drop out of the selection by themselves.
  const chosen = rows.filter((r) => selected.has(keyOf(r)));
  const allSelected = rows.length > 0 && chosen.length === rows.length;

  async function run(decision: 'accept' | 'decline', items: QueueRow[], reason?: string) {
    setFailures([]);
    try {
      const result = await decide.mutateAsync({ decision, items: items.map(itemOf), reason });
      const byKey = new Map(items.map((r) => [keyOf(r), r]));
      const failed = result.results.filter((r) => !r.success);
      if (result.success_count) toast(`${plural(result.success_count, 'request')} ${decision === 'accept' ? 'accepted' : 'declined'}.`);
      setFailures(
        failed.map((f) => {
          const row = byKey.get(`${f.campaign_id}:${f.publisher_id}`);
          return `${row?.partner.account_name ?? `Partner #${f.publisher_id}`}: ${f.error?.message ?? 'failed'}`;
        }),
      );
    } catch (error) {
      toast(`Nothing was decided: ${describeError(error)}`, 'error');
    }
  }

  if (!rows.length) return <EmptyState title="No pending requests">New requests from partners appear here.</EmptyState>;

  return (
    <div>
      <div role="region" aria-label="Bulk decisions" className="mb-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-600">{chosen.length ? `${plural(chosen.length, 'request')} selected` : 'Select requests to decide several at once.'}</span>
        <Button size="sm" variant="primary" disabled={!chosen.length || decide.isPending} onClick={() => setAccepting(chosen)}>
          Accept selected
        </Button>
        <Button size="sm" variant="danger" disabled={!chosen.length || decide.isPending} onClick={() => setDeclining(chosen)}>
          Decline selected
        </Button>
      </div>
      {failures.length > 0 && (
        <div role="alert" className="mb-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-medium">Some requests were not decided:</p>
          <ul className="list-inside list-disc">
            {failures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      )}
      <DataTable
        caption="Pending requests"
        testId="request-queue"
        bare
        columns={[
          {
            label: (
              <input
                type="checkbox"
                aria-label="Select every request"
                checked={allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map(keyOf)))}
                className="h-4 w-4 accent-brand"
              />
            ),
            className: 'w-10',
          },
          'Partner',
          showCampaign && 'Campaign',
          'Network status',
          { label: 'Decision', align: 'right' },
        ]}
      >
        {rows.map((r) => {
          const key = keyOf(r);
          return (
            <tr key={key} data-testid={`request-${r.partner.account_name}`}>
              <td className="py-2 pr-3">
                <input
                  type="checkbox"
                  aria-label={`Select ${r.partner.account_name}${showCampaign ? ` on ${r.campaignTitle}` : ''}`}
                  checked={selected.has(key)}
                  onChange={() =>
                    setSelected((prev) => {
                      const next = new Set(prev);
                      if (next.has(key)) next.delete(key);
                      else next.add(key);
                      return next;
                    })
                  }
                  className="h-4 w-4 accent-brand"
                />
              </td>
              <td className="px-3 py-2">
                <Link href={`/console/partners/${r.partner.publisher_id}`} className="font-medium text-brand hover:underline">
                  {r.partner.account_name}
                </Link>
                <span className="block text-xs text-slate-500">{r.partner.contact_email}</span>
                {r.partner.invited === 'y' && (
                  <span className="mt-1 inline-block" title="Invited by the brand; joins when the partner accepts, or when you accept here">
                    <Badge tone="blue">Invited</Badge>
                  </span>
                )}
              </td>
              {showCampaign && (
                <td className="px-3 py-2">
                  <Link href={`/console/campaigns/${r.campaignId}`} className="hover:underline">
                    {r.campaignTitle}
                  </Link>
                </td>
              )}
              <td className="px-3 py-2">
                <StatusBadge status={r.partner.network_status} />
              </td>
              <td className="space-x-1 whitespace-nowrap py-2 pl-3 text-right">
                <Button size="sm" variant="primary" disabled={decide.isPending} onClick={() => run('accept', [r])} aria-label={`Accept ${r.partner.account_name}`}>
                  Accept
                </Button>
                <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => setDeclining([r])} aria-label={`Decline ${r.partner.account_name}`}>
                  Decline…
                </Button>
              </td>
            </tr>
          );
        })}
      </DataTable>

      <ConfirmDialog
        open={accepting !== null}
        onOpenChange={(open) => !open && setAccepting(null)}
        title={`Accept ${plural(accepting?.length ?? 0, 'request')}?`}
        description="The partners become approved on these campaigns and can start promoting them."
        confirmLabel={`Accept ${plural(accepting?.length ?? 0, 'request')}`}
        pending={decide.isPending}
        onConfirm={() => {
          const items = accepting ?? [];
          setAccepting(null);
          void run('accept', items);
        }}
      />
      <Modal
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={`Decline ${plural(declining?.length ?? 0, 'request')}`}
        description={declining?.length === 1 ? `${declining[0]!.partner.account_name} on ${declining[0]!.campaignTitle}.` : 'The same reason is recorded for each.'}
      >
        {declining && (
          <DeclineForm
            rows={declining}
            onDone={(reason) => {
              const items = declining;
              setDeclining(null);
              void run('decline', items, reason);
            }}
          />
        )}
      </Modal>
    </div>
  );
}
