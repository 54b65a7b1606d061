import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { normalizeNumber } from '@/lib/client/field-labels';

/**
 * A form field's registration and its error message, to spread on a TextField or SelectField.
 * `number`: a number as people type it ("12,500", "12 500.50") is read as the API reads it.
 */
export function registerField<V extends FieldValues>(
  form: UseFormReturn<V>,
  name: Path<V>,
  { number = false }: { number?: boolean } = {},
) {
  const error: FieldError | undefined = get(form.formState.errors, name);
  const options = number
    ? { setValueAs: (v: unknown) => (typeof v === 'string' ? normalizeNumber(v) : v) }
    : undefined;
  return { error: error?.message, ...form.register(name, options) };
}
