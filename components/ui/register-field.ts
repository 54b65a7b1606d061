import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';

/** A form field's registration and its error message, to spread on a TextField or SelectField. */
export function registerField<V extends FieldValues>(form: UseFormReturn<V>, name: Path<V>) {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return { error: error?.message, ...form.register(name) };
}
