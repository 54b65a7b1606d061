import type { UseFormReturn } from 'react-hook-form';
import { NETWORK_STATUS_LABELS } from '@/components/ui/badge';
import { SelectField, TextField } from '@/components/ui/field';
import { CountryOptions, CurrencyOptions } from '@/components/ui/options';
import { Section } from '@/components/ui/page-header';
import { registerField } from '@/components/ui/register-field';
import type { Field, Values } from './brand-form-values';

type Form = UseFormReturn<Values>;

/** Names, contact, currencies, and (for staff) the status. */
export function BrandAccountSection({ form, staff }: { form: Form; staff: boolean }) {
  const field = (f: Field) => registerField(form, f);
  return (
    <Section title="Account" id="account">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Account name"
          hint="Unique on the network"
          required
          {...field('account_name')}
        />
        <TextField label="Company name" required {...field('company_name')} />
        <TextField
          label="Display name"
          hint="The name partners see; the company name when empty"
          {...field('display_name')}
        />
        <TextField label="Contact e-mail" type="email" {...field('contact_email')} />
        <SelectField label="Default currency" {...field('default_currency')}>
          <CurrencyOptions />
        </SelectField>
        <SelectField label="Payment currency" {...field('payment_currency')}>
          <CurrencyOptions />
        </SelectField>
        {staff && (
          <SelectField label="Status" {...field('status')}>
            {Object.entries(NETWORK_STATUS_LABELS).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </SelectField>
        )}
      </div>
    </Section>
  );
}

/** The brand's address, phone and sign-up IP. */
export function BrandAddressSection({ form }: { form: Form }) {
  const field = (f: Field) => registerField(form, f);
  return (
    <Section title="Address" id="address">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Address line 1" required {...field('address1')} />
        <TextField label="Address line 2" {...field('address2')} />
        <TextField label="Postcode" required {...field('postcode')} />
        <SelectField label="Country" required {...field('country')}>
          <CountryOptions />
        </SelectField>
        <TextField label="Phone" required {...field('phone')} />
        <TextField
          label="Sign-up IP address"
          hint="Where the brand signed up from (yours when you create it); recorded, not edited"
          readOnly
          {...field('signup_ip')}
        />
      </div>
    </Section>
  );
}
