'use client';

import { useWatch } from 'react-hook-form';
import { CreateWebhookIn, type WebhookOut } from '@/lib/schemas/webhook-endpoint';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/enums';
import { blankTo } from '@/lib/client/form-resolver';
import { useWebhookMutations } from '@/lib/client/hooks/webhooks';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { Button } from '@/components/ui/button';
import { useApiForm } from '@/components/ui/api-form';
import { CheckboxField, TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { FormFrame } from '@/components/ui/form-frame';

/** What each event type means, for the checkboxes. */
const EVENT_TYPE_LABELS: Record<(typeof WEBHOOK_EVENT_TYPES)[number], string> = {
  'partner.created': 'A partner was created',
  'partner.network_status_changed': "A partner's network status changed",
  'participation.requested': 'A partner requested to join a campaign',
  'participation.approved': 'A participation was approved',
  'participation.rejected': 'A participation was rejected',
  'brand.created': 'A brand was created',
  'brand.updated': 'A brand was updated',
  'campaign.created': 'A campaign was created',
  'campaign.updated': 'A campaign was updated',
  'conversion.recorded': 'A conversion was recorded',
  'conversion.status_changed': "A conversion's status changed (approved, rejected, ...)",
  'conversion.locked': "A conversion locked (its campaign's lock period passed)",
  'conversion.payable': 'A locked conversion became payable',
  'conversion.adjusted': 'A conversion was amended or refunded (an adjustment)',
  'transaction_query.created': 'A partner claimed a missing sale',
  'transaction_query.updated': 'A missing-sale claim was approved, rejected, pended or deleted',
  'job.finished': 'An asynchronous job finished',
  'commission_group.created': 'A partner group was created',
  'commission_group.updated': 'A partner group was changed (its fields or members)',
  'creative.created': 'A creative was added to a campaign',
  'creative.updated': 'A creative was changed',
  'deal.created': 'A deal was added to a campaign',
  'deal.updated': 'A deal was changed or deleted',
  'feed.created': 'A product feed was added to a campaign',
  'feed.updated': 'A product feed was changed',
  'voucher_code.created': 'A voucher code was added to a campaign',
  'voucher_code.updated': 'A voucher code was changed',
  'commission.created': 'A commission rule was added to a campaign',
  'commission.updated': 'A commission rule was changed, retired or deleted',
  'invoice.created': 'A brand invoice was created',
  'invoice.sent': 'A brand invoice was sent to the brand',
  'invoice.paid': 'A brand invoice was marked paid',
  'invoice.cancelled': 'A brand invoice was cancelled',
  'payment_run.approved': 'A payment run was approved',
  'payment_run.issued': 'A payment run issued its self-bills',
  'payment_run.paid': 'Every self-bill of a payment run was paid',
  'self_bill.issued': 'A partner’s self-bill was issued',
  'self_bill.paid': 'A partner’s self-bill was marked paid',
  'self_bill.item_returned': 'The bank returned an item of a paid self-bill',
  'fraud_incident.raised': 'Fraud detection raised an incident',
  'fraud_incident.deleted': 'A fraud incident was dismissed',
  'fraud_incident.hold_released': 'The payment hold of a fraud incident was released',
};

type Values = { url: string; description: string; secret: string; event_types: string[] };
const FIELDS = ['url', 'description', 'secret', 'event_types'] as const;
const toInput = (v: Values) => ({
  url: v.url.trim(),
  description: blankTo(v.description, undefined),
  secret: v.secret === '' ? undefined : v.secret,
  event_types: v.event_types,
});

export type CreatedWebhook = WebhookOut & { secret: string };

/** Registers an endpoint; the caller shows the secret from `onCreated` once. */
export function WebhookForm({ onCreated }: { onCreated: (webhook: CreatedWebhook) => void }) {
  const session = useConsoleSession();
  const { create } = useWebhookMutations(session.networkId);
  const { form, field, formError, onSubmit } = useApiForm<Values>({
    defaultValues: { url: '', description: '', secret: '', event_types: [] },
    schema: CreateWebhookIn,
    toInput,
    fields: FIELDS,
    save: async (values) => {
      const created = await create.mutateAsync(toInput(values) as never);
      onCreated(created.data);
    },
  });
  const errors = form.formState.errors;
  const chosen = useWatch({ control: form.control, name: 'event_types' });
  const setChosen = (types: string[]) =>
    form.setValue('event_types', types, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const all = chosen.length === WEBHOOK_EVENT_TYPES.length;
  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
      <TextField
        label="URL"
        type="url"
        placeholder="https://example.com/webhooks"
        hint="An absolute https (or http) URL on a public address."
        {...field('url')}
      />
      <TextField
        label="Description"
        hint="Optional: what receives these events."
        {...field('description')}
      />
      <TextField
        label="Signing secret"
        autoComplete="off"
        hint="Optional: leave blank to have one generated (shown once). At least 16 characters."
        {...field('secret')}
      />
      <fieldset className="rounded border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-700">Events</legend>
        <div className="mb-2">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setChosen(all ? [] : [...WEBHOOK_EVENT_TYPES])}
          >
            {all ? 'Clear all' : 'Select all'}
          </Button>
        </div>
        <div className="grid gap-1 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckboxField
              key={type}
              label={<code className="text-xs">{type}</code>}
              hint={EVENT_TYPE_LABELS[type]}
              checked={chosen.includes(type)}
              onChange={(e) =>
                setChosen(e.target.checked ? [...chosen, type] : chosen.filter((t) => t !== type))
              }
            />
          ))}
        </div>
        {errors.event_types && (
          <p role="alert" className="mt-2 text-xs font-medium text-red-700">
            {chosen.length === 0
              ? 'Choose at least one event'
              : (errors.event_types.message ?? 'An event type is not valid')}
          </p>
        )}
      </fieldset>
      <DialogFormActions pending={create.isPending} label="Add webhook" pendingLabel="Adding…" />
    </FormFrame>
  );
}
