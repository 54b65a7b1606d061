'use client';

import { useQuery } from '@tanstack/react-query';
import { PaymentHoldIn, PaymentHoldReleaseIn } from '@/lib/schemas/payment-runs';
import { api, call } from '@/lib/client/api';
import { usePaymentHoldMutations, type PaymentHold } from '@/lib/client/hooks/payment-runs';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useApiForm } from '@/components/ui/api-form';
import { SelectField, TextAreaField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { FormFrame } from '@/components/ui/form-frame';
import { useToast } from '@/components/ui/toast';

type HoldValues = { partner_id: string; reason: string };

/** The network's partners to choose from (the first 500 by name). */
function usePartnerOptions(networkId: number) {
  return useQuery({
    queryKey: ['partners', 'options', String(networkId)],
    queryFn: () =>
      call(
        api.GET('/network/{network_id}/publisher', {
          params: {
            path: { network_id: String(networkId) },
            query: { limit: 500 },
          },
        }),
      ),
  });
}

/** Holds a partner's payments with a reason; `partnerId` fixes the partner (the partner page). */
export function HoldForm({ partnerId, onDone }: { partnerId?: string; onDone: () => void }) {
  const session = useConsoleSession();
  const toast = useToast();
  const { hold } = usePaymentHoldMutations(session.networkId);
  const partners = usePartnerOptions(session.networkId);
  const { field, formError, onSubmit, form } = useApiForm<HoldValues>({
    defaultValues: { partner_id: partnerId ?? '', reason: '' },
    schema: PaymentHoldIn,
    toInput: (v) => ({ reason: v.reason }),
    fields: ['reason'],
    save: async (v) => {
      if (!v.partner_id) {
        form.setError('partner_id', { message: 'Choose the partner to hold' });
        return;
      }
      await hold.mutateAsync({ partnerId: v.partner_id, reason: v.reason });
      toast('Payments held: runs leave the partner out until the hold is released.');
      onDone();
    },
  });
  const options = (partners.data?.publishers ?? []).map(({ publisher: p }) => ({
    id: p.publisher_id,
    name: p.account_name,
  }));
  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
      {partnerId === undefined && (
        <SelectField label="Partner" {...field('partner_id')}>
          <option value="">{partners.isLoading ? 'Loading partners…' : 'Choose a partner…'}</option>
          {options.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} (ID {p.id})
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        label="Reason"
        rows={3}
        maxLength={500}
        hint="Required. Shown in every run's preview while the hold lasts."
        {...field('reason')}
      />
      <DialogFormActions
        pending={form.formState.isSubmitting}
        label="Hold payments"
        pendingLabel="Holding…"
      />
    </FormFrame>
  );
}

/** Releases a hold with a reason (kept in the audit log). */
export function ReleaseForm({ hold, onDone }: { hold: PaymentHold; onDone: () => void }) {
  const session = useConsoleSession();
  const toast = useToast();
  const { release } = usePaymentHoldMutations(session.networkId);
  const { field, formError, onSubmit, form } = useApiForm<{ reason: string }>({
    defaultValues: { reason: '' },
    schema: PaymentHoldReleaseIn,
    fields: ['reason'],
    save: async (v) => {
      await release.mutateAsync({ holdId: hold.id, reason: v.reason });
      toast('Hold released: the next run includes the partner again.');
      onDone();
    },
  });
  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
      <p className="text-sm text-slate-600">Held because: {hold.reason}</p>
      <TextAreaField
        label="Reason for releasing"
        rows={3}
        maxLength={500}
        hint="Required. Kept in the audit log."
        {...field('reason')}
      />
      <DialogFormActions
        pending={form.formState.isSubmitting}
        label="Release"
        pendingLabel="Releasing…"
      />
    </FormFrame>
  );
}
