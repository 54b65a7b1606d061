'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { COUNTRIES } from '@/lib/schemas/enums';
import { vatNumberLooksValid } from '@/lib/schemas/vat-number';
import {
  useSaveTaxProfile,
  type TaxProfile,
  type TaxProfileIn,
} from '@/lib/client/hooks/partner-payments';
import { useFormSubmit } from '@/components/ui/api-form';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { FormFrame } from '@/components/ui/form-frame';
import { registerField } from '@/components/ui/register-field';
import { useToast } from '@/components/ui/toast';
import { useCountryNames } from './use-country-names';

interface TaxValues {
  entity_type: 'individual' | 'company';
  country: string;
  vat_registered: boolean;
  vat_number: string;
  us_tax_form: '' | 'w9' | 'w8ben' | 'w8bene';
}

const FIELDS = ['entity_type', 'country', 'vat_registered', 'vat_number', 'us_tax_form'];

function toInput(v: TaxValues): TaxProfileIn {
  return {
    entity_type: v.entity_type,
    country: v.country as TaxProfileIn['country'],
    vat_registered: v.vat_registered,
    vat_number: v.vat_registered && v.vat_number.trim() ? v.vat_number.trim() : null,
    us_tax_form: v.country === 'US' && v.us_tax_form ? v.us_tax_form : null,
  };
}

/** The API's rules, checked before sending: a VAT number when registered, in its country's format. */
function taxResolver(say: (key: 'vatRequired' | 'vatInvalid') => string): Resolver<TaxValues> {
  return async (values) => {
    const input = toInput(values);
    const errors: Record<string, { type: string; message: string }> = {};
    if (input.vat_registered && !input.vat_number)
      errors.vat_number = { type: 'required', message: say('vatRequired') };
    else if (input.vat_number && !vatNumberLooksValid(input.vat_number, input.country))
      errors.vat_number = { type: 'invalid', message: say('vatInvalid') };
    if (Object.keys(errors).length) return { values: {}, errors } as never;
    return { values, errors: {} };
  };
}

/** The tax profile form: whom the self-bills describe and how their VAT is worked out. */
export function TaxProfileForm({
  partnerId,
  current,
  fallbackCountry,
}: {
  partnerId: string;
  current: TaxProfile | null;
  fallbackCountry: string;
}) {
  const t = useTranslations('taxProfile');
  const toast = useToast();
  const form = useForm<TaxValues>({
    defaultValues: {
      entity_type: current?.entity_type ?? 'individual',
      country: current?.country ?? fallbackCountry,
      vat_registered: current?.vat_registered ?? false,
      vat_number: current?.vat_number ?? '',
      us_tax_form: current?.us_tax_form ?? '',
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words do not change while open
    resolver: useMemo(() => taxResolver((key) => t(`errors.${key}`)), []),
  });
  const save = useSaveTaxProfile(partnerId);
  const { formError, onSubmit } = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      await save.mutateAsync(toInput(values));
      toast(t('saved'));
    },
    {
      focus: true,
      failed: t('failed'),
      // The server's words are English: say the field's rule in the partner's language.
      said: (field, message) =>
        field === 'vat_number'
          ? t(form.getValues('vat_number').trim() ? 'errors.vatInvalid' : 'errors.vatRequired')
          : field === 'us_tax_form'
            ? t('errors.usOnly')
            : message,
    },
  );
  const registered = useWatch({ control: form.control, name: 'vat_registered' });
  const country = useWatch({ control: form.control, name: 'country' });
  const countries = useCountryNames(COUNTRIES);
  return (
    <FormFrame onSubmit={onSubmit} error={formError} label={t('title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('entityType')} {...registerField(form, 'entity_type')}>
          <option value="individual">{t('entity.individual')}</option>
          <option value="company">{t('entity.company')}</option>
        </SelectField>
        <SelectField
          label={t('country')}
          hint={t('countryHint')}
          {...registerField(form, 'country')}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxField
        label={t('vatRegistered')}
        hint={t('vatRegisteredHint')}
        {...form.register('vat_registered')}
      />
      {registered && (
        <TextField
          label={t('vatNumber')}
          hint={t('vatNumberHint')}
          autoComplete="off"
          spellCheck={false}
          {...registerField(form, 'vat_number')}
        />
      )}
      {country === 'US' && (
        <SelectField
          label={t('usTaxForm')}
          hint={t('usTaxFormHint')}
          {...registerField(form, 'us_tax_form')}
        >
          <option value="">{t('usForm.none')}</option>
          <option value="w9">{t('usForm.w9')}</option>
          <option value="w8ben">{t('usForm.w8ben')}</option>
          <option value="w8bene">{t('usForm.w8bene')}</option>
        </SelectField>
      )}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </FormFrame>
  );
}
