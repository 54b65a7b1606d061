import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/field';
import { CurrencyOptions } from '@/components/ui/options';
import { registerField } from '@/components/ui/register-field';
import type { Values } from './campaign-form-values';

const TYPES = [
  { value: 'rate', label: 'Percentage of the sale' },
  { value: 'value', label: 'Fixed amount' },
] as const;

/** The default commission: a percentage of the sale or a fixed amount, and its currency. */
export function CommissionFieldset({ form }: { form: UseFormReturn<Values> }) {
  const type = useWatch({ control: form.control, name: 'commission_type' });
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-700">Default commission</legend>
      <div className="mt-1 flex flex-wrap items-start gap-4">
        {TYPES.map((t) => (
          <label key={t.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={t.value}
              className="accent-brand"
              {...form.register('commission_type')}
            />{' '}
            {t.label}
          </label>
        ))}
      </div>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <TextField
          label={type === 'rate' ? 'Commission (%)' : 'Commission amount'}
          inputMode="decimal"
          {...registerField(form, 'commission')}
        />
        <SelectField label="Currency" {...registerField(form, 'default_currency')}>
          <CurrencyOptions />
        </SelectField>
      </div>
    </fieldset>
  );
}
