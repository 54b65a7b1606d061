import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { LabelledForm } from '@/lib/client/field-labels';
import { splitServerError, type ServerErrorSplit } from '@/lib/client/form-errors';

/**
 * Shows an API error on a form: each problem with a field of `fields` (renamed by `alias`) goes on
 * that field; the split is returned so the caller can show the rest above the form, each problem
 * named by its field's label (`form`: that form's labels, lib/client/field-labels.ts).
 */
export function showServerErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  error: unknown,
  fields: readonly string[],
  {
    alias,
    focus = false,
    form: labels,
    said = (_field, message) => message,
  }: {
    alias?: Record<string, string>;
    focus?: boolean;
    form?: LabelledForm;
    /** Rewrites the server's message for a field. */
    said?: (field: string, message: string) => string;
  } = {},
): ServerErrorSplit {
  const split = splitServerError(error, fields, alias, labels);
  for (const f of split.fields)
    form.setError(
      f.name as Path<V>,
      { type: 'server', message: said(f.name, f.message) },
      focus ? { shouldFocus: true } : undefined,
    );
  return split;
}
