'use client';

import { useForm } from 'react-hook-form';
import { useCommissionPreview, type PreviewAnswer } from '@/lib/client/hooks/commissions';
import { useFormSubmit } from '@/components/ui/api-form';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/field';
import { registerField } from '@/components/ui/register-field';
import { formatMoney } from '@/lib/money/format';

/** "What would this sale pay this partner, and by which rule" (POST .../commissions/preview). */

type Values = { partner: string; value: string; voucher: string };
const FIELDS = ['partner', 'value', 'voucher'] as const;
const ALIAS = { publisher_id: 'partner', value: 'value', voucher_code: 'voucher' };

const KIND_LABELS: Record<string, string> = {
  voucher: 'a voucher commission',
  promotion: 'a promotion',
  tier: 'a tier',
  publisher: "the partner's own rate",
  group: "a partner group's rate",
  campaign: 'a campaign-wide rate',
  default: "the campaign's default rate",
  none: 'no rule',
};

function Answer({ answer }: { answer: PreviewAnswer }) {
  const { rule } = answer;
  const rate =
    rule.performance_model === 'percentage_cpa'
      ? `${Number(rule.performance_value)}%`
      : `${formatMoney(rule.performance_value, answer.currency)} per sale`;
  return (
    <p role="status" className="text-sm" data-testid="commission-preview-answer">
      This sale would pay <strong>{formatMoney(answer.commission, answer.currency)}</strong> by{' '}
      {KIND_LABELS[rule.kind]}
      {rule.rule_id ? ` (rule #${rule.rule_id})` : ''}: {rate}.
    </p>
  );
}

export function CommissionPreview({ campaignId }: { campaignId: string }) {
  const preview = useCommissionPreview(campaignId);
  const form = useForm<Values>({ defaultValues: { partner: '', value: '', voucher: '' } });
  const save = (v: Values) =>
    preview.mutateAsync({
      publisher_id: v.partner.trim(),
      value: v.value.trim(),
      voucher_code: v.voucher.trim() || undefined,
    });
  const { formError, onSubmit } = useFormSubmit(form, FIELDS, save, {
    alias: ALIAS,
    form: 'commission-preview',
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Commission preview"
      className="mt-6 space-y-3 border-t border-slate-100 pt-4"
    >
      <h3 className="text-sm font-semibold text-slate-800">Preview a sale</h3>
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Partner ID" inputMode="numeric" {...registerField(form, 'partner')} />
        <TextField
          label="Sale value"
          inputMode="decimal"
          {...registerField(form, 'value', { number: true })}
        />
        <TextField label="Voucher code (optional)" {...registerField(form, 'voucher')} />
      </div>
      <div className="flex items-center gap-4">
        <Button type="submit" disabled={preview.isPending}>
          {preview.isPending ? 'Working it out…' : 'Preview commission'}
        </Button>
        {preview.data && <Answer answer={preview.data} />}
      </div>
    </form>
  );
}
