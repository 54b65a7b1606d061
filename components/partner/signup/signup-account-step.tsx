import { useTranslations } from 'next-intl';
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
  const t = useTranslations('signup');
  return (
    <StepSection titleId="account-title" title={t('accountTitle')}>
      <div className="mt-4 space-y-4">
        <FormError message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('accountName')}
            hint={t('accountNameHint')}
            autoComplete="username"
            {...field('account_name')}
          />
          <TextField
            label={t('companyName')}
            autoComplete="organization"
            {...field('company_name')}
          />
          <TextField label={t('firstname')} autoComplete="given-name" {...field('firstname')} />
          <TextField label={t('lastname')} autoComplete="family-name" {...field('lastname')} />
          <TextField
            label={t('email')}
            type="email"
            hint={t('emailHint')}
            autoComplete="email"
            {...field('email')}
          />
          <TextField
            label={t('password')}
            type="password"
            hint={t('passwordHint', { min: minPasswordLength })}
            autoComplete="new-password"
            {...field('password')}
          />
          <TextField label={t('phone')} type="tel" autoComplete="tel" {...field('phone')} />
          <TextField label={t('address')} autoComplete="street-address" {...field('address1')} />
          <TextField label={t('postcode')} autoComplete="postal-code" {...field('postcode')} />
          <SelectField label={t('vertical')} {...field('vertical')}>
            <option value="">{t('chooseLater')}</option>
            <ReferenceOptions list={VERTICALS} />
          </SelectField>
          <SelectField label={t('method')} {...field('promotional_method')}>
            <option value="">{t('chooseLater')}</option>
            <ReferenceOptions list={PROMOTIONAL_METHODS} />
          </SelectField>
        </div>
      </div>
    </StepSection>
  );
}
