'use client';

import Link from 'next/link';
import { useState } from 'react';
import { formatDateTime } from '@/lib/client/format';
import { usePaymentHolds, type PaymentHold } from '@/lib/client/hooks/payment-runs';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { QueryTable } from '@/components/ui/query-table';
import { EmptyState } from '@/components/ui/states';
import { HoldForm, ReleaseForm } from './hold-forms';

/**
 * Payment holds with Hold and Release, each in a dialog: the network's (the Payments page) or one
 * partner's (the partner page, `partnerId` set).
 */
export function HoldsList({ partnerId }: { partnerId?: string }) {
  const session = useConsoleSession();
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const holds = usePaymentHolds(session.networkId, { partnerId, status });
  const [placing, setPlacing] = useState(false);
  const [releasing, setReleasing] = useState<PaymentHold | null>(null);
  const holdButton = (
    <Button variant="danger" size="sm" onClick={() => setPlacing(true)}>
      Hold payments
    </Button>
  );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label="Show"
          value={status}
          onChange={(e) => setStatus(e.target.value as 'open' | 'all')}
        >
          <option value="open">Open holds</option>
          <option value="all">Open and released</option>
        </SelectField>
        {holdButton}
      </div>
      <QueryTable
        query={holds}
        rows={holds.data?.data ?? []}
        caption={partnerId ? "The partner's payment holds" : 'Payment holds'}
        testId="payment-holds"
        look="plain"
        columns={[
          ...(partnerId ? [] : ['Partner']),
          'Reason',
          'Status',
          { label: 'Actions', srOnly: true },
        ]}
        empty={
          <EmptyState title={status === 'open' ? 'No open holds' : 'No holds'}>
            A held partner is left out of every payment run, with the reason, until released.
          </EmptyState>
        }
      >
        {(hold) => (
          <tr key={hold.id} data-testid={`payment-hold-${hold.id}`}>
            {!partnerId && (
              <td className="py-2 pr-3">
                <Link
                  href={`/console/partners/${hold.partner_id}`}
                  className="font-medium text-brand underline"
                >
                  {hold.partner_name ?? `Partner ${hold.partner_id}`}
                </Link>
              </td>
            )}
            <td className="px-3 py-2 break-words">{hold.reason}</td>
            <td className="px-3 py-2 text-xs text-slate-600">
              {hold.released_at ? (
                <Badge tone="slate">Released {formatDateTime(hold.released_at)}</Badge>
              ) : (
                <Badge tone="red">On hold since {formatDateTime(hold.created_at)}</Badge>
              )}
            </td>
            <td className="px-3 py-2 text-right">
              {!hold.released_at && (
                <Button
                  size="sm"
                  onClick={() => setReleasing(hold)}
                  aria-label={`Release the hold on ${hold.partner_name ?? `partner ${hold.partner_id}`}`}
                >
                  Release
                </Button>
              )}
            </td>
          </tr>
        )}
      </QueryTable>
      <Modal
        open={placing}
        onOpenChange={setPlacing}
        title="Hold a partner's payments"
        description="Payment runs leave the partner out, showing your reason, until the hold is released."
      >
        {placing && <HoldForm partnerId={partnerId} onDone={() => setPlacing(false)} />}
      </Modal>
      <Modal
        open={releasing !== null}
        onOpenChange={(open) => !open && setReleasing(null)}
        title={`Release the hold on ${releasing?.partner_name ?? 'the partner'}`}
        description="The next payment run includes the partner again."
      >
        {releasing && <ReleaseForm hold={releasing} onDone={() => setReleasing(null)} />}
      </Modal>
    </div>
  );
}
