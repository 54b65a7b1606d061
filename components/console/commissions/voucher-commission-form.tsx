'use client';

import { useForm } from 'react-hook-form';
import { useCampaignVoucherCodes } from '@/lib/client/hooks/campaign-tracking';
import {
  useCreateVoucherCommission,
  useUpdateVoucherCommission,
  type VoucherCommission,
  type VoucherCommissionBody,
} from '@/lib/client/hooks/voucher-commissions';
import { useFormSubmit } from '@/components/ui/api-form';
import { DateWindowFields } from '@/components/ui/date-window-fields';
import { DialogCancel } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { FormFrame } from '@/components/ui/form-frame';
import { registerField } from '@/components/ui/register-field';
import { ErrorState } from '@/components/ui/states';
import { ModelFields } from './commission-forms';
import {
  asDate,
  asModel,
  checkValue,
  checkWindow,
  nowLocal,
  SAID,
  toLocal,
  utc,
  type FormProps,
  type Model,
} from './rule-form-kit';
import { ruleWords } from './rule-words';
import { NoVoucherCodes, VoucherCodePicker } from './voucher-code-picker';

/**
 * A voucher commission: what sales with chosen voucher codes of the campaign pay, between two
 * moments (UTC); a new one, or one to change (the reference's PUT: the whole body is sent, so
 * what the form does not show, its partner group and item fields, is sent back as it was).
 */

type VoucherValues = {
  codes: string[];
  model: Model;
  value: string;
  start: string;
  end: string;
  description: string;
};
const FIELDS = ['codes', 'model', 'value', 'start', 'end', 'description'] as const;
const ALIAS: Record<string, string> = {
  voucher_codes: 'codes',
  performance_model: 'model',
  performance_value: 'value',
  start_date: 'start',
  end_date: 'end',
};
for (let i = 0; i < 1000; i++) ALIAS[`voucher_codes.${i}`] = 'codes';

/** The most codes one page of the API gives: a campaign's codes to choose from. */
const CODES_PAGE = { offset: 0, limit: 500 };

/** What an existing voucher commission keeps that the form does not show. */
function kept(v: VoucherCommission): Partial<VoucherCommissionBody> {
  return {
    group_limit_id: v.group_limit?.id ?? null,
    meta_fields: v.meta_fields.map((f) => {
      const rule = f.rules[0];
      const value = Array.isArray(rule?.value) ? rule.value.map(String) : f.value;
      return { name: f.name as 'sku' | 'category', value };
    }),
  };
}

export function VoucherCommissionForm({
  campaignId,
  voucher,
  onDone,
}: FormProps & { voucher?: VoucherCommission }) {
  const codes = useCampaignVoucherCodes(campaignId, CODES_PAGE);
  const create = useCreateVoucherCommission(campaignId);
  const update = useUpdateVoucherCommission(campaignId);
  const form = useForm<VoucherValues>({
    defaultValues: voucher
      ? {
          codes: voucher.voucher_codes.map((c) => c.id),
          model: asModel(voucher.performance_model),
          value: String(voucher.performance_value),
          start: toLocal(voucher.start_date),
          end: toLocal(voucher.end_date),
          description: voucher.description,
        }
      : {
          codes: [],
          model: 'percentage_cpa',
          value: '',
          start: nowLocal(),
          end: '',
          description: '',
        },
  });
  const save = async (v: VoucherValues) => {
    const chosen = Array.isArray(v.codes) ? v.codes : [];
    if (!chosen.length)
      return form.setError('codes', { message: 'Choose at least one voucher code' });
    if (!checkValue(form, v) || !checkWindow(form, v)) return;
    const body: VoucherCommissionBody = {
      ...(voucher ? kept(voucher) : {}),
      description: v.description.trim() || null,
      voucher_codes: chosen,
      performance_model: v.model,
      performance_value: v.value,
      start_date: utc(v.start)!,
      end_date: utc(v.end) ?? null,
    };
    if (voucher) await update.mutateAsync({ id: voucher.id, body });
    else await create.mutateAsync(body);
    const verb = voucher ? 'changed' : 'added';
    // The list shows active and upcoming rules only (as the API does): say where a past one went.
    onDone(
      v.end && asDate(v.end) <= new Date()
        ? `Voucher commission ${verb}. It has already ended, so it is not listed with the active rules; sales made with its codes between its dates are paid by it.`
        : `Voucher commission ${verb}.`,
    );
  };
  const { formError, onSubmit } = useFormSubmit(form, FIELDS, save, { alias: ALIAS, ...SAID });
  if (codes.isLoading || codes.isError)
    return (
      <div className="space-y-4">
        {codes.isError ? (
          <ErrorState error={codes.error} retry={() => codes.refetch()} />
        ) : (
          <p role="status" className="text-sm text-slate-600">
            Loading voucher codes…
          </p>
        )}
        <div className="flex justify-end">
          <DialogCancel />
        </div>
      </div>
    );
  const chosen = new Set(voucher?.voucher_codes.map((c) => c.id) ?? []);
  const offered = (codes.data?.codes ?? []).filter(
    (c) => c.active === 'y' || chosen.has(c.voucher_code_id),
  );
  if (!offered.length) return <NoVoucherCodes campaignId={campaignId} />;
  return (
    <FormFrame onSubmit={onSubmit} error={formError && ruleWords(formError)}>
      <VoucherCodePicker
        codes={offered}
        register={form.register('codes')}
        error={form.formState.errors.codes?.message}
      />
      <ModelFields form={form} />
      <DateWindowFields
        start={registerField(form, 'start')}
        end={registerField(form, 'end')}
        startLabel="Starts (UTC)"
      />
      <TextField label="Description (optional)" {...registerField(form, 'description')} />
      <DialogFormActions
        pending={create.isPending || update.isPending}
        label={voucher ? 'Save voucher commission' : 'Add voucher commission'}
      />
    </FormFrame>
  );
}
