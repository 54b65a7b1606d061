'use client';

import { useState } from 'react';
import { PaymentDetailSuspensionIn } from '@/lib/schemas/payment-details';
import { formatMoney } from '@/lib/money/format';
import {
  usePaymentDetails,
  usePaymentSummary,
  useSuspendPaymentDetail,
  type PaymentDetailSet,
  type PaymentSummary,
} from '@/lib/client/hooks/payments';
import { formatDateTime } from '@/lib/client/format';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useApiForm } from '@/components/ui/api-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { FormFrame } from '@/components/ui/form-frame';
import { Section } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { HoldsList } from '@/components/console/payments/holds-list';

const BUCKETS = [
  ['pending', 'Pending'],
  ['approved', 'Approved'],
  ['confirmed', 'Confirmed'],
  ['available', 'Available'],
  ['paid', 'Paid'],
] as const;
const METHODS: Record<string, string> = { bank_transfer: 'Bank transfer', paypal: 'PayPal' };

function Balances({ summary }: { summary: PaymentSummary }) {
  const currencies = [...new Set(BUCKETS.flatMap(([b]) => Object.keys(summary[b])))].sort();
  if (!currencies.length)
    return <EmptyState title="No balance yet">No commission in any currency.</EmptyState>;
  return (
    <DataTable
      caption="Balance by currency"
      testId="partner-balance"
      look="list"
      columns={['Currency', ...BUCKETS.map(([, label]) => label)]}
    >
      {currencies.map((c) => (
        <tr key={c}>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            {c}
          </th>
          {BUCKETS.map(([b]) => (
            <td key={b} className="px-3 py-2 whitespace-nowrap">
              {formatMoney(summary[b][c] ?? 0, c)}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}

type NoteValues = { note: string };

/** Suspend or release one set: a required note, in a cancellable dialog. */
function SuspensionDialog({ set, onClose }: { set: PaymentDetailSet; onClose: () => void }) {
  const session = useConsoleSession();
  const toast = useToast();
  const suspend = useSuspendPaymentDetail(session.networkId);
  const suspending = set.suspended !== 'y';
  const { field, formError, onSubmit } = useApiForm<NoteValues>({
    defaultValues: { note: '' },
    schema: PaymentDetailSuspensionIn,
    toInput: (v) => ({ suspended: suspending, note: v.note }),
    fields: ['note'],
    save: async (v) => {
      await suspend.mutateAsync({
        setId: set.publisher_payment_detail_set_id,
        suspended: suspending,
        note: v.note,
      });
      toast(suspending ? 'Payment details suspended.' : 'Payment details released.');
      onClose();
    },
  });
  return (
    // No name of its own: the dialog's title names it, and a form named "Suspension note" made
    // "Note" name two things in the dialog (the form and its one field).
    <FormFrame onSubmit={onSubmit} error={formError}>
      <TextAreaField
        label="Note"
        rows={3}
        maxLength={1000}
        hint="Required. The partner sees it and is e-mailed."
        {...field('note')}
      />
      <DialogFormActions
        pending={suspend.isPending}
        label={suspending ? 'Suspend' : 'Release'}
        pendingLabel={suspending ? 'Suspending…' : 'Releasing…'}
      />
    </FormFrame>
  );
}

function SetRow({ set, onToggle }: { set: PaymentDetailSet; onToggle: () => void }) {
  const suspended = set.suspended === 'y';
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 py-3"
      data-testid={`payment-set-${set.paid_currency}`}
    >
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-medium text-slate-900">
          {set.paid_currency} · {METHODS[set.payment_type_code] ?? set.payment_type_code} ·{' '}
          {set.country}{' '}
          {suspended ? <Badge tone="red">Suspended</Badge> : <Badge tone="green">Active</Badge>}
        </p>
        <p className="font-mono break-all text-slate-700">
          {Object.entries(set.payment_detail_values)
            .map(([k, v]) => `${k}: ${v}`)
            .join(' · ')}
        </p>
        <p className="text-slate-500">
          Threshold:{' '}
          {set.automatic_self_bill_creation_threshold === '-1'
            ? "the network's"
            : formatMoney(set.automatic_self_bill_creation_threshold, set.paid_currency)}
        </p>
        {set.suspension_notes && (
          <p className="text-slate-600">
            {suspended ? 'Suspended' : 'Released'}
            {set.suspended_at ? ` ${formatDateTime(set.suspended_at)}` : ''}: {set.suspension_notes}
          </p>
        )}
      </div>
      <Button
        size="sm"
        variant={suspended ? 'secondary' : 'danger'}
        onClick={onToggle}
        aria-label={`${suspended ? 'Release' : 'Suspend'} the ${set.paid_currency} payment details`}
      >
        {suspended ? 'Release' : 'Suspend'}
      </Button>
    </li>
  );
}

/** The partner page's Payments section (staff): balances, payment-detail sets masked, suspension. */
export function PartnerPayments({ partnerId }: { partnerId: string }) {
  const summary = usePaymentSummary(partnerId);
  const details = usePaymentDetails(partnerId);
  const [acting, setActing] = useState<PaymentDetailSet | null>(null);
  return (
    <Section
      title="Payments"
      id="payments"
      description="The partner's balance per currency and where it is paid. Payment details are shown masked; suspending a set or holding the partner keeps it out of payment runs."
    >
      <div className="space-y-4">
        {summary.isError ? (
          <ErrorState error={summary.error} retry={() => summary.refetch()} />
        ) : summary.data ? (
          <Balances summary={summary.data} />
        ) : (
          <LoadingState label="Loading the balance…" />
        )}
        <h3 className="text-sm font-semibold text-slate-900">Payment details</h3>
        {details.isError ? (
          <ErrorState error={details.error} retry={() => details.refetch()} />
        ) : !details.data ? (
          <LoadingState label="Loading the payment details…" />
        ) : !details.data.length ? (
          <p className="text-sm text-slate-600">The partner has not entered payment details.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {details.data.map((s) => (
              <SetRow
                key={s.publisher_payment_detail_set_id}
                set={s}
                onToggle={() => setActing(s)}
              />
            ))}
          </ul>
        )}
        <h3 className="text-sm font-semibold text-slate-900">Payment holds</h3>
        <HoldsList partnerId={partnerId} />
      </div>
      <Modal
        open={acting !== null}
        onOpenChange={(open) => !open && setActing(null)}
        title={
          acting
            ? `${acting.suspended === 'y' ? 'Release' : 'Suspend'} the ${acting.paid_currency} payment details`
            : ''
        }
        description={
          acting?.suspended === 'y'
            ? 'The partner is paid in this currency again from the next run.'
            : 'The partner is not paid in this currency until the set is released.'
        }
      >
        {acting && <SuspensionDialog set={acting} onClose={() => setActing(null)} />}
      </Modal>
    </Section>
  );
}
