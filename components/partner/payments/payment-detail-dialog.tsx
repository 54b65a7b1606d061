'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CURRENCIES } from '@/lib/schemas/enums';
import { useSavePaymentDetails, type PaymentDetailSet } from '@/lib/client/hooks/payments';
import { Modal } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/form-actions';
import { useFormSubmit } from '@/components/ui/api-form';
import { SelectField, TextField } from '@/components/ui/field';
import { FormFrame } from '@/components/ui/form-frame';
import { registerField } from '@/components/ui/register-field';
import { useToast } from '@/components/ui/toast';
import {
  countriesFor,
  detailInput,
  detailResolver,
  DETAIL_FIELDS,
  fieldsFor,
  SERVER_ALIAS,
  type DetailValues,
} from './payment-detail-values';
import { useCountryNames } from './use-country-names';

function emptyValues(current: PaymentDetailSet | null, currency: string): DetailValues {
  return {
    paid_currency: current?.paid_currency ?? currency,
    payment_type_code:
      (current?.payment_type_code as DetailValues['payment_type_code']) ?? 'bank_transfer',
    country: current?.country ?? 'DE',
    account_name: '',
    iban: '',
    bic: '',
    sort_code: '',
    account_number: '',
    routing_number: '',
    paypal_email: '',
  };
}

function DetailForm({
  partnerId,
  current,
  currency,
  onDone,
}: {
  partnerId: string;
  current: PaymentDetailSet | null;
  currency: string;
  onDone: () => void;
}) {
  const t = useTranslations('paymentDetails');
  const toast = useToast();
  const say = (field: string) =>
    t.has(`errors.${field}`) ? t(`errors.${field}` as 'errors.iban') : field;
  const form = useForm<DetailValues>({
    defaultValues: emptyValues(current, currency),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words do not change while open
    resolver: useMemo(() => detailResolver(say), []),
  });
  const save = useSavePaymentDetails(partnerId);
  const { formError, onSubmit } = useFormSubmit(
    form,
    DETAIL_FIELDS,
    async (values) => {
      await save.mutateAsync(detailInput(values));
      toast(t('saved', { currency: values.paid_currency }));
      onDone();
    },
    {
      alias: SERVER_ALIAS,
      focus: true,
      failed: t('form.failed'),
      // The server's words are English; each field has one rule, said in the partner's language.
      said: (field, message) => (t.has(`errors.${field}`) ? say(field) : message),
    },
  );
  const type = useWatch({ control: form.control, name: 'payment_type_code' });
  const country = useWatch({ control: form.control, name: 'country' });
  const countries = useCountryNames(countriesFor(type));
  const fields = fieldsFor(type, country);
  return (
    <FormFrame onSubmit={onSubmit} error={formError} label={t('form.addTitle')}>
      <p className="text-sm text-slate-600">{t('form.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('form.paidCurrency')} {...registerField(form, 'paid_currency')}>
          {(current ? [current.paid_currency] : CURRENCIES).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('form.paymentType')} {...registerField(form, 'payment_type_code')}>
          <option value="bank_transfer">{t('method.bank_transfer')}</option>
          <option value="paypal">{t('method.paypal')}</option>
        </SelectField>
      </div>
      <SelectField
        label={t('form.country')}
        hint={type === 'bank_transfer' ? t('form.countryHint') : undefined}
        {...registerField(form, 'country')}
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {fields.map((f) => (
        <TextField
          key={f}
          label={t(`form.${f}`)}
          hint={f === 'iban' ? t('form.ibanHint') : undefined}
          type={f === 'paypal_email' ? 'email' : 'text'}
          autoComplete="off"
          spellCheck={false}
          inputMode={
            ['sort_code', 'account_number', 'routing_number'].includes(f) ? 'numeric' : undefined
          }
          {...registerField(form, f)}
        />
      ))}
      <DialogFormActions
        pending={save.isPending}
        label={t('form.save')}
        pendingLabel={t('form.saving')}
      />
    </FormFrame>
  );
}

/** Adding a set, or replacing the set of `current`'s currency: the form in a cancellable dialog. */
export function PaymentDetailDialog({
  open,
  onOpenChange,
  partnerId,
  current,
  currency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  partnerId: string;
  current: PaymentDetailSet | null;
  /** The currency a new set starts with. */
  currency: string;
}) {
  const t = useTranslations('paymentDetails');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={
        current ? t('form.changeTitle', { currency: current.paid_currency }) : t('form.addTitle')
      }
    >
      {open && (
        <DetailForm
          partnerId={partnerId}
          current={current}
          currency={currency}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Modal>
  );
}
