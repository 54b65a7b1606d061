import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { splitServerError, type ServerErrorSplit } from '@/lib/client/form-errors';

/**
 * Shows an API error on a form: each problem with a field of `fields` (renamed by `alias`) goes on
 * that field; the split is returned so the caller can show the rest above the form.
 */
export function showServerErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  error: unknown,
  fields: readonly string[],
  { alias, focus = false }: { alias?: Record<string, string>; focus?: boolean } = {},
): ServerErrorSplit {
  const split = splitServerError(error, fields, alias);
  for (const f of split.fields)
    form.setError(
      f.name as Path<V>,
      { type: 'server', message: f.message },
      focus ? { shouldFocus: true } : undefined,
    );
  return split;
}
