'use client';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { UpdatePartnerIn } from '@/lib/schemas/partner';
import { PROMOTIONAL_METHODS, TIME_ZONES, VERTICALS } from '@/lib/schemas/reference';
import { apiResolver } from '@/lib/client/form-resolver';
import { useUpdatePartner } from '@/lib/client/hooks/partners';
import { Button } from '@/components/ui/button';
import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import {
  CountryOptions,
  CurrencyOptions,
  LocaleOptions,
  ReferenceOptions,
} from '@/components/ui/options';
import { registerField } from '@/components/ui/register-field';
import { showServerErrors } from '@/components/ui/server-errors';
import { useToast } from '@/components/ui/toast';
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
  const toast = useToast();
  const initial = useMemo(() => valuesOf(partner), [partner]);
  const resolver = useMemo(
    () => apiResolver<Values>(UpdatePartnerIn, (v) => changes(v, initial)),
    [initial],
  );
  const form = useForm<Values>({
    defaultValues: initial,
    values: initial,
    resolver,
    resetOptions: { keepDirtyValues: false },
  });
  const update = useUpdatePartner(partner.publisher_id);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = changes(values, initial);
    if (!Object.keys(body).length) {
      toast('Nothing to save: no field changed.', 'info');
      return;
    }
    try {
      await update.mutateAsync(body);
      toast('Profile saved.');
    } catch (error) {
      setFormError(showServerErrors(form, error, FIELDS, { focus: true }).message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Partner profile">
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Account name" {...registerField(form, 'account_name')} />
        <TextField label="Company name" {...registerField(form, 'company_name')} />
        <TextField label="Contact name" {...registerField(form, 'contact_name')} />
        <TextField label="Contact e-mail" type="email" {...registerField(form, 'contact_email')} />
        <TextField label="Phone" {...registerField(form, 'phone')} />
        <SelectField label="Contact locale" {...registerField(form, 'contact_locale')}>
          <LocaleOptions />
        </SelectField>
        <SelectField label="Operating country" {...registerField(form, 'operating_country')}>
          {!initial.operating_country && <option value="">Not stated</option>}
          <CountryOptions />
        </SelectField>
        <SelectField label="Default currency" {...registerField(form, 'default_currency')}>
          <CurrencyOptions />
        </SelectField>
        <SelectField label="Reporting time zone" {...registerField(form, 'reporting_timezone')}>
          {TIME_ZONE_LIST.map((tz) => (
            <option key={tz} value={tz}>
              {tz}
            </option>
          ))}
        </SelectField>
        <SelectField label="Vertical" {...registerField(form, 'vertical')}>
          <ReferenceOptions list={VERTICALS} />
        </SelectField>
        <SelectField label="Promotional method" {...registerField(form, 'promotional_method')}>
          <ReferenceOptions list={PROMOTIONAL_METHODS} />
        </SelectField>
        <TextField label="VAT number" hint="Digits only" {...registerField(form, 'vat_number')} />
      </div>
      <TextAreaField
        label="Description"
        rows={4}
        hint="Basic HTML is kept (bold, links, lists); anything else is removed."
        {...registerField(form, 'description')}
      />
      {staff && (
        <TextAreaField
          label="Network notes"
          rows={3}
          hint="Visible to network staff only."
          {...registerField(form, 'network_notes')}
        />
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save profile'}
        </Button>
        <Button
          onClick={() => {
            form.reset(initial);
            setFormError(null);
          }}
          disabled={update.isPending || !form.formState.isDirty}
        >
          Discard changes
        </Button>
      </div>
    </form>
  );
}
