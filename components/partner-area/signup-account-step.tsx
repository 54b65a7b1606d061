import type { UseFormReturn } from 'react-hook-form';
import { PROMOTIONAL_METHODS, VERTICALS } from '@/lib/schemas/reference';
import { FormError, SelectField, TextField } from '@/components/ui/field';
import { ReferenceOptions } from '@/components/ui/options';
import { registerField } from '@/components/ui/register-field';
import type { Field, Values } from './signup-values';
import { StepSection } from './signup-steps';

/** Step 3: the account fields, with the server's password policy in the hint. */
export function AccountStep({
  form,
  formError,
  minPasswordLength,
}: {
  form: UseFormReturn<Values>;
  formError: string | null;
  minPasswordLength: number;
}) {
  const field = (f: Field) => registerField(form, f);
  return (
    <StepSection titleId="account-title" title="3. Your account">
      <div className="mt-4 space-y-4">
        <FormError message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Account name"
            hint="Your name on the network, shown to brands; also your user name."
            autoComplete="username"
            {...field('account_name')}
          />
          <TextField
            label="Company name (optional)"
            autoComplete="organization"
            {...field('company_name')}
          />
          <TextField label="First name" autoComplete="given-name" {...field('firstname')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastname')} />
          <TextField
            label="E-mail"
            type="email"
            hint="You sign in with it."
            autoComplete="email"
            {...field('email')}
          />
          <TextField
            label="Password"
            type="password"
            hint={`At least ${minPasswordLength} characters; common passwords are refused.`}
            autoComplete="new-password"
            {...field('password')}
          />
          <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
          <TextField label="Address" autoComplete="street-address" {...field('address1')} />
          <TextField label="Postcode" autoComplete="postal-code" {...field('postcode')} />
          <SelectField label="Sector (optional)" {...field('vertical')}>
            <option value="">Choose later</option>
            <ReferenceOptions list={VERTICALS} />
          </SelectField>
          <SelectField label="How you promote (optional)" {...field('promotional_method')}>
            <option value="">Choose later</option>
            <ReferenceOptions list={PROMOTIONAL_METHODS} />
          </SelectField>
        </div>
      </div>
    </StepSection>
  );
}
