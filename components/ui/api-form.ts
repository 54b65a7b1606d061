import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { LabelledForm } from '@/lib/client/field-labels';
import { apiResolver } from '@/lib/client/form-resolver';
import { useDialogWords } from './dialog-words';
import { registerField } from './register-field';
import { showServerErrors } from './server-errors';

interface ServerErrorOptions {
  alias?: Record<string, string>;
  focus?: boolean;
  form?: LabelledForm;
  /** Rewrites the server's message for a field, e.g. into what to do about it. */
  said?: (field: string, message: string) => string;
  /** What failed, said before the message above the form ("Your password was not changed"). */
  failed?: string;
}

/**
 * A form's submit handler and the message above it: `save` runs on valid values; an API error
 * goes on the fields of `fields` (showServerErrors) and the rest becomes `formError`.
 */
export function useFormSubmit<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields: readonly string[],
  save: (values: V) => Promise<unknown>,
  options: ServerErrorOptions = {},
) {
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
    } catch (error) {
      const { message } = showServerErrors(form, error, fields, options);
      setFormError(message && options.failed ? `${options.failed}: ${message}` : message);
    }
  });
  return { formError, setFormError, onSubmit };
}

interface ApiFormOptions<V extends FieldValues> extends ServerErrorOptions {
  defaultValues: DefaultValues<V>;
  /** The API's request schema the values are checked with (after `toInput`). */
  schema: z.ZodType;
  toInput?: (values: V) => unknown;
  /** The form's fields an API error may name. */
  fields: readonly string[];
  save: (values: V) => Promise<unknown>;
}

/**
 * A react-hook-form form checked with the API's schema, with useFormSubmit's handler and
 * `field(name)`, registerField on this form.
 */
export function useApiForm<V extends FieldValues>({
  defaultValues,
  schema,
  toInput,
  fields,
  save,
  ...options
}: ApiFormOptions<V>) {
  const { validation } = useDialogWords();
  const form = useForm<V>({
    defaultValues,
    resolver: apiResolver<V>(schema, toInput, options.alias, validation),
  });
  const field = (name: Path<V>, how?: { number?: boolean }) => registerField(form, name, how);
  return { form, field, ...useFormSubmit(form, fields, save, options) };
}
