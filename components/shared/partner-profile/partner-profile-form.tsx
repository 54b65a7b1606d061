'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { UpdatePartnerIn } from '@/lib/schemas/partner';
import { PROMOTIONAL_METHODS, TIME_ZONES, VERTICALS } from '@/lib/schemas/reference';
import { apiResolver } from '@/lib/client/form-resolver';
import { useUpdatePartner } from '@/lib/client/hooks/partners';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import {
  CountryOptions,
  CurrencyOptions,
  LocaleOptions,
  ReferenceOptions,
} from '@/components/ui/options';
import { registerField } from '@/components/ui/register-field';
import { useDialogWords } from '@/components/ui/dialog-words';
import { useFormSubmit } from '@/components/ui/api-form';
import { useToast } from '@/components/ui/toast';
import { FormFrame } from '@/components/ui/form-frame';
import type { PartnerDetail } from './types';

const FIELDS = [
  'account_name',
  'company_name',
  'contact_name',
  'contact_email',
  'contact_locale',
  'phone',
  'operating_country',
  'default_currency',
  'reporting_timezone',
  'vertical',
  'promotional_method',
  'vat_number',
  'description',
  'network_notes',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** Cleared with null rather than an empty string. */
const NULLABLE = new Set<Field>(['vat_number', 'description', 'network_notes']);
const TIME_ZONE_LIST = [...TIME_ZONES].sort();

function valuesOf(p: PartnerDetail): Values {
  const out = {} as Values;
  for (const f of FIELDS) out[f] = p[f] === null || p[f] === undefined ? '' : String(p[f]);
  return out;
}

/** Only what changed goes to the server, so a stored legacy value nobody touched is never re-judged. */
function changes(values: Values, initial: Values): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const f of FIELDS) {
    const value = values[f].trim();
    if (value === initial[f].trim()) continue;
    out[f] = value === '' && NULLABLE.has(f) ? null : value;
  }
  return out;
}

/** The partner profile, validated with the API's UpdatePartnerIn schema; server field errors land on their fields. */
export function PartnerProfileForm({ partner, staff }: { partner: PartnerDetail; staff: boolean }) {
  const t = useTranslations('profileForm');
  const locale = useLocale();
  const toast = useToast();
  const initial = useMemo(() => valuesOf(partner), [partner]);
  const { validation } = useDialogWords();
  const resolver = useMemo(
    () => apiResolver<Values>(UpdatePartnerIn, (v) => changes(v, initial), {}, validation),
    [initial, validation],
  );
  const form = useForm<Values>({
    defaultValues: initial,
    values: initial,
    resolver,
    resetOptions: { keepDirtyValues: false },
  });
  const update = useUpdatePartner(partner.publisher_id);
  const save = async (values: Values) => {
    const body = changes(values, initial);
    if (!Object.keys(body).length) {
      toast(t('nothingToSave'), 'info');
      return;
    }
    await update.mutateAsync(body);
    toast(t('saved'));
  };
  const { formError, setFormError, onSubmit } = useFormSubmit(form, FIELDS, save, { focus: true });

  return (
    <FormFrame onSubmit={onSubmit} error={formError} label={t('label')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('accountName')} {...registerField(form, 'account_name')} />
        <TextField label={t('companyName')} {...registerField(form, 'company_name')} />
        <TextField label={t('contactName')} {...registerField(form, 'contact_name')} />
        <TextField
          label={t('contactEmail')}
          type="email"
          {...registerField(form, 'contact_email')}
        />
        <TextField label={t('phone')} {...registerField(form, 'phone')} />
        <SelectField label={t('contactLanguage')} {...registerField(form, 'contact_locale')}>
          <LocaleOptions inLanguage={locale} />
        </SelectField>
        <SelectField label={t('operatingCountry')} {...registerField(form, 'operating_country')}>
          {!initial.operating_country && <option value="">{t('notStated')}</option>}
          <CountryOptions />
        </SelectField>
        <SelectField label={t('defaultCurrency')} {...registerField(form, 'default_currency')}>
          <CurrencyOptions />
        </SelectField>
        <SelectField label={t('timeZone')} {...registerField(form, 'reporting_timezone')}>
          {TIME_ZONE_LIST.map((tz) => (
            <option key={tz} value={tz}>
              {tz}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('vertical')} {...registerField(form, 'vertical')}>
          <ReferenceOptions list={VERTICALS} />
        </SelectField>
        <SelectField label={t('promotionalMethod')} {...registerField(form, 'promotional_method')}>
          <ReferenceOptions list={PROMOTIONAL_METHODS} />
        </SelectField>
        <TextField
          label={t('vatNumber')}
          hint={t('vatHint')}
          {...registerField(form, 'vat_number')}
        />
      </div>
      <TextAreaField
        label={t('description')}
        rows={4}
        hint={t('descriptionHint')}
        {...registerField(form, 'description')}
      />
      {staff && (
        <TextAreaField
          label={t('networkNotes')}
          rows={3}
          hint={t('networkNotesHint')}
          {...registerField(form, 'network_notes')}
        />
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {update.isPending ? t('saving') : t('save')}
        </Button>
        <Button
          onClick={() => {
            form.reset(initial);
            setFormError(null);
          }}
          disabled={update.isPending || !form.formState.isDirty}
        >
          {t('discard')}
        </Button>
      </div>
    </FormFrame>
  );
}
