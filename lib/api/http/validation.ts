import type { z } from 'zod';
import { enumErrorKinds } from '@/lib/schemas/enums';
import { AppError, type FieldError, type FieldErrorKind } from '@/lib/errors';

const formatKinds: Record<string, FieldErrorKind> = {
  email: 'invalid_email',
  url: 'invalid_url',
  ipv4: 'invalid_ip',
  ipv6: 'invalid_ip',
  date: 'invalid_date',
  datetime: 'invalid_datetime',
};

function kindOf(issue: z.core.$ZodIssue, input: unknown): FieldErrorKind {
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined ? 'required' : 'invalid_type';
    case 'invalid_value': {
      if (input === undefined) return 'required';
      const kind = enumErrorKinds.get(issue.values.map(String).join(','));
      return kind ?? (issue.values.length > 1 ? 'invalid_enum' : 'invalid_value');
    }
    case 'unrecognized_keys':
      return 'unexpected_attribute';
    case 'invalid_union': {
      if (input === undefined) return 'required';
      // The kind of the branch that got furthest (one that failed for more than its type).
      const branch = issue.errors.find((issues) => issues.some((i) => i.code !== 'invalid_type'));
      const deciding = branch?.find((i) => i.code !== 'invalid_type');
      return deciding ? kindOf(deciding, input) : 'invalid_type';
    }
    case 'too_big':
      return issue.origin === 'string'
        ? 'too_long'
        : issue.origin === 'array'
          ? 'too_many_items'
          : 'too_big';
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'blank' : 'too_short';
      return issue.origin === 'array' ? 'too_few_items' : 'too_small';
    case 'invalid_format':
      return formatKinds[issue.format] ?? 'invalid_format';
    case 'custom': {
      const kind = (issue.params as { kind?: FieldErrorKind } | undefined)?.kind;
      return kind ?? 'invalid_value';
    }
    default:
      return 'invalid_value';
  }
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function messageOf(issue: z.core.$ZodIssue, kind: FieldErrorKind, name: string): string {
  // Our own refinements carry a message that completes the sentence: "is not a known vertical id".
  if (/^[a-z]/.test(issue.message)) return `${name} ${issue.message}`;
  if (issue.code === 'invalid_union' && kind !== 'required' && kind !== 'invalid_type') {
    const deciding = issue.errors.flat().find((i) => i.code !== 'invalid_type');
    if (deciding) return messageOf(deciding, kind, name);
  }
  switch (kind) {
    case 'required':
      return `${name} is required`;
    case 'blank':
      return `${name} must not be empty`;
    case 'invalid_type': {
      const expected = (issue as { expected?: string }).expected;
      return expected ? `${name} must be of type ${expected}` : `${name} has the wrong type`;
    }
    case 'invalid_country':
      return `${name} must be an ISO 3166-1 alpha-2 country code`;
    case 'invalid_currency':
      return `${name} must be one of GBP, USD, EUR, JPY`;
    case 'invalid_locale':
      return `${name} is not a supported locale`;
    case 'invalid_enum': {
      const values = (issue as { values?: unknown[] }).values;
      return values
        ? `${name} must be one of: ${values.join(', ')}`
        : `${name} is not one of the allowed values`;
    }
    case 'too_long':
      return `${name} must be at most ${(issue as { maximum?: unknown }).maximum} characters`;
    case 'too_short':
      return `${name} must be at least ${(issue as { minimum?: unknown }).minimum} characters`;
    case 'too_big':
      return `${name} must be at most ${(issue as { maximum?: unknown }).maximum}`;
    case 'too_small':
      return `${name} must be at least ${(issue as { minimum?: unknown }).minimum}`;
    case 'too_many_items':
      return `${name} must have at most ${(issue as { maximum?: unknown }).maximum} items`;
    case 'too_few_items':
      return `${name} must have at least ${(issue as { minimum?: unknown }).minimum} item(s)`;
    case 'invalid_email':
      return `${name} must be a valid e-mail address`;
    case 'invalid_url':
      return `${name} must be a valid URL`;
    case 'invalid_ip':
      return `${name} must be a valid IP address`;
    default:
      return issue.message && !issue.message.startsWith('Invalid')
        ? issue.message
        : `${name} is not valid`;
  }
}

/** Turns zod issues into field errors, one per attribute (one per unknown key). */
function fieldErrorsFromZod(error: z.ZodError, input: unknown): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push({
          path: [...path, key],
          kind: 'unexpected_attribute',
          message: `${key} is not a recognised attribute`,
        });
      }
      continue;
    }
    const kind = kindOf(issue, valueAt(input, issue.path));
    const name = path.length ? String(path[path.length - 1]) : 'The value';
    out.push({ path, kind, message: messageOf(issue, kind, name) });
  }
  return out;
}

/** The path of the first string holding a NUL character, which PostgreSQL cannot store in text or jsonb. */
function nulPath(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return undefined;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nul = nulPath(input);
  if (nul)
    throw AppError.field(
      nul,
      'invalid_value',
      `${nul.length ? nul.join('.') : 'The value'} must not contain the NUL character (\\u0000)`,
    );
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrorsFromZod(result.error, input);
  throw AppError.validation(fields, fields[0]?.message ?? 'The request is invalid');
}
