import { ApiClientError, type FieldProblem } from './errors';
import { isNumberProblem, labelledMessage, NUMBER_HINT, type LabelledForm } from './field-labels';

/**
 * Server field errors name attributes as `a.b[0]` (v1/v2) or `[a][b][0]` (v3); forms name
 * them `a.b.0`. This turns either into the form's name.
 */
export function fieldNameOf(property: string): string {
  return property
    .replace(/^\[|\]$/g, '')
    .replace(/\]\[|\[|\]\.?/g, '.')
    .replace(/\.+/g, '.')
    .replace(/^\.|\.$/g, '');
}

export interface ServerErrorSplit {
  /** Problems the form can show next to a field it has, by form field name. */
  fields: { name: string; message: string }[];
  /** What is left to show above the form. */
  message: string | null;
}

/**
 * Splits an API error into field messages for the fields a form has (`known`, optionally
 * renamed by `alias`) and one message for the rest, each problem named by its field's label
 * (`form` picks that form's own labels).
 */
export function splitServerError(
  error: unknown,
  known: readonly string[],
  alias: Record<string, string> = {},
  form?: LabelledForm,
): ServerErrorSplit {
  if (!(error instanceof ApiClientError))
    return {
      fields: [],
      message: error instanceof Error ? error.message : 'Something went wrong.',
    };
  const fields: ServerErrorSplit['fields'] = [];
  const rest: FieldProblem[] = [];
  for (const problem of error.fields) {
    const raw = fieldNameOf(problem.property);
    const name = alias[raw] ?? raw;
    // `brand_ids.0` belongs to the form's `brand_ids` when the form has no field of its own for it.
    const top = name.split('.')[0]!;
    const message = besideField(problem);
    if (known.includes(name)) fields.push({ name, message });
    else if (known.includes(top)) fields.push({ name: top, message });
    else rest.push(problem);
  }
  if (!fields.length) return { fields, message: describeError(error, form) };
  return { fields, message: rest.length ? rest.map((p) => said(p, form)).join(' ') : null };
}

/** A problem shown next to its field (the label is already there). */
function besideField(problem: FieldProblem): string {
  if (!isNumberProblem(problem.message, problem.code)) return problem.message;
  return NUMBER_HINT.charAt(0).toUpperCase() + NUMBER_HINT.slice(1);
}

/** A problem shown away from its field: named by the field's label. */
function said(problem: FieldProblem, form?: LabelledForm): string {
  if (!problem.property) return problem.message;
  return labelledMessage(fieldNameOf(problem.property), problem.message, problem.code, form);
}

/** Whether trying the same request again may work: network trouble, overload, a server fault. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiClientError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429 || error.status === 0;
}

/** A sentence for an error from the API, for notices and error states. */
export function describeError(error: unknown, form?: LabelledForm): string {
  if (error instanceof ApiClientError) {
    if (error.status === 401) return 'Your session has ended. Sign in again.';
    if (error.status === 403) return error.message || 'You may not do this.';
    if (error.status === 404) return 'Not found: it does not exist, or you may not see it.';
    if (error.status === 429) return 'Too many requests. Wait a moment and try again.';
    if (error.fields.length) return error.fields.map((f) => said(f, form)).join(' ');
    return error.message;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}
