'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { ResponseBody } from '@/lib/client/api';
import { describeError } from '@/lib/client/form-errors';
import { formatDateTime } from '@/lib/client/format';
import { useDecideRequests } from '@/lib/client/hooks/campaigns';
import { useRequestInvitePartner } from '@/lib/client/hooks/invitations';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DecisionButtons } from '@/components/ui/decision-buttons';
import { ConfirmDialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';

type Detail = ResponseBody<
  '/v2/networks/{networkId}/campaign-requests-invites/partners/{publisherId}',
  'get'
>['partner'];
type Item = Detail['requests'][number];
type Kind = 'request' | 'invitation';

interface Target {
  item: Item;
  kind: Kind;
}

function ItemRow({
  target,
  busy,
  onAccept,
  onDecline,
}: {
  target: Target;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { item, kind } = target;
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 py-2"
      data-testid={`queue-item-${item.id}`}
    >
      <div>
        <Link
          href={`/console/campaigns/${item.campaign.id}`}
          className="font-medium text-brand hover:underline"
        >
          {item.campaign.title}
        </Link>
        <span className="ml-2 inline-block">
          <Badge tone={kind === 'invitation' ? 'blue' : 'amber'}>
            {kind === 'invitation' ? 'Invitation' : 'Request'}
          </Badge>
        </span>
        <span className="block text-xs text-slate-500">
          {item.campaign.advertiser_name} · {formatDateTime(item.updated_at)}
        </span>
      </div>
      <div className="flex gap-1">
        <DecisionButtons
          accept={{ text: 'Accept', name: `Accept ${item.campaign.title}` }}
          decline={{
            text: kind === 'invitation' ? 'Withdraw…' : 'Decline…',
            name: `${kind === 'invitation' ? 'Withdraw' : 'Decline'} ${item.campaign.title}`,
          }}
          {...{ busy, onAccept, onDecline }}
        />
      </div>
    </li>
  );
}

/**
 * One partner's open requests and invitations, with the brand's decisions: accept (the partner
 * is approved; an invitation is accepted on its behalf) and decline (a request is declined, an
 * invitation withdrawn), with an optional reason kept in the history.
 */
export function QueuePartnerPanel({
  partnerId,
  onClose,
}: {
  partnerId: string;
  onClose: () => void;
}) {
  const session = useConsoleSession();
  const detail = useRequestInvitePartner(session.networkId, partnerId);
  const decide = useDecideRequests(session.networkId);
  const toast = useToast();
  const [declining, setDeclining] = useState<Target | null>(null);
  const [reason, setReason] = useState('');

  async function run(decision: 'accept' | 'decline', target: Target, why?: string) {
    try {
      const items = [{ campaign_id: target.item.campaign.id, publisher_id: partnerId }];
      const result = await decide.mutateAsync({ decision, items, reason: why });
      const failed = result.results.find((r) => !r.success);
      if (failed) toast(failed.error?.message ?? 'Not decided', 'error');
      else
        toast(`${target.item.campaign.title}: ${decision === 'accept' ? 'accepted' : 'declined'}.`);
    } catch (e) {
      toast(`Nothing was decided: ${describeError(e)}`, 'error');
    }
  }

  if (detail.isLoading)
    return <LoadingState label="Loading the partner's requests and invitations…" />;
  if (detail.isError || !detail.data)
    return <ErrorState error={detail.error} retry={() => detail.refetch()} />;
  const p = detail.data.partner;
  const targets: Target[] = [
    ...p.requests.map((item) => ({ item, kind: 'request' as const })),
    ...p.invites.map((item) => ({ item, kind: 'invitation' as const })),
  ];
  return (
    <section
      aria-label={`Requests and invitations of ${p.name}`}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{p.name}</h2>
          <p className="text-xs text-slate-500">
            {[p.company_name, p.vertical.name, p.operating_country?.name]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex gap-2">
          <Link href={`/console/partners/${p.id}`} className="text-sm text-brand hover:underline">
            Partner record
          </Link>
          <Button size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
      {targets.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing is open for this partner any more.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {targets.map((t) => (
            <ItemRow
              key={t.item.id}
              target={t}
              busy={decide.isPending}
              onAccept={() => void run('accept', t)}
              onDecline={() => {
                setReason('');
                setDeclining(t);
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={`${declining?.kind === 'invitation' ? 'Withdraw the invitation to' : 'Decline the request for'} “${declining?.item.campaign.title ?? ''}”?`}
        description={`${p.name} is rejected on this campaign.`}
        confirmLabel={declining?.kind === 'invitation' ? 'Withdraw invitation' : 'Decline request'}
        confirmVariant="danger"
        pending={decide.isPending}
        onConfirm={() => {
          const target = declining!;
          setDeclining(null);
          void run('decline', target, reason.trim() || undefined);
        }}
      >
        <TextAreaField
          label="Reason (optional)"
          hint="Kept in the participation's history."
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmDialog>
    </section>
  );
}
