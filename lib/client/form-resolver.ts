import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isNumberProblem, NUMBER_HINT } from './field-labels';

/**
 * A react-hook-form resolver that validates with the API's own request schema (the same zod
 * schema the route parses with), through zodResolver. `toInput` turns the form's values into
 * the request body (blank fields left out, units converted); `alias` names the form field an
 * error on a body attribute belongs to. Submit handlers get the form values back and build
 * the body with the same `toInput`.
 */
export function apiResolver<TForm extends FieldValues>(
  schema: z.ZodType,
  toInput: (values: TForm) => unknown = (v) => v,
  alias: Record<string, string> = {},
  words: ValidationWords = ENGLISH_VALIDATION,
): Resolver<TForm> {
  const base = zodResolver(schema as never, undefined, {
    raw: true,
  }) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await base(toInput(values) as FieldValues, context, options as never);
    const entries = Object.entries(result.errors as FieldErrors);
    if (!entries.length) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [key, error] of entries) {
      const first = firstError(error as FieldErrors[string]);
      if (!first) continue;
      const name = alias[key] ?? key;
      errors[name] ??= { type: first.type, message: humanMessage(first.message ?? '', words) };
    }
    return { values: {}, errors: errors as FieldErrors<TForm> };
  };
}

function firstError(node: unknown): FieldError | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const e = node as Partial<FieldError> & Record<string, unknown>;
  if (typeof e.message === 'string') return e as FieldError;
  for (const [key, child] of Object.entries(e)) {
    if (key === 'ref') continue;
    const found = firstError(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * What a form says about a value the schema refuses, in the page's language: plain strings with
 * `{n}` for a limit, so a server component can hand them to the browser. `keepOther`: show a
 * schema's own message (English) where no phrase fits; otherwise `invalid` stands in for it.
 */
export interface ValidationWords {
  required: string;
  atMostChars: string;
  atLeastChars: string;
  atMost: string;
  atLeast: string;
  email: string;
  number: string;
  choose: string;
  invalid: string;
  keepOther: boolean;
}

export const ENGLISH_VALIDATION: ValidationWords = {
  required: 'Required',
  atMostChars: 'At most {n} characters',
  atLeastChars: 'At least {n} characters',
  atMost: 'At most {n}',
  atLeast: 'At least {n}',
  email: 'Enter a valid e-mail address',
  number: NUMBER_HINT.charAt(0).toUpperCase() + NUMBER_HINT.slice(1),
  choose: 'Choose one of the options',
  invalid: 'This value is not valid',
  keepOther: true,
};

/** zod's default messages, said the way a form says them. */
export function humanMessage(message: string, words: ValidationWords = ENGLISH_VALIDATION): string {
  const n = (phrase: string, limit: string) => phrase.replace('{n}', limit);
  if (/received undefined|expected string to have >=1 characters/.test(message))
    return words.required;
  const max = /expected (?:string|array) to have <=(\d+)/.exec(message);
  if (max) return n(words.atMostChars, max[1]!);
  const min = /expected string to have >=(\d+)/.exec(message);
  if (min) return n(words.atLeastChars, min[1]!);
  const big = /expected number to be <=(\d+)/.exec(message);
  if (big) return n(words.atMost, big[1]!);
  const small = /expected number to be >=(\d+)/.exec(message);
  if (small) return n(words.atLeast, small[1]!);
  if (/Invalid email/i.test(message)) return words.email;
  if (isNumberProblem(message)) return words.number;
  if (/Invalid option|Invalid input: expected one of/i.test(message)) return words.choose;
  if (/^Invalid input/.test(message) || !message || !words.keepOther) return words.invalid;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Form text to a body value: trimmed, and a blank one left out (or sent as null when clearing is allowed). */
export function blankTo<T extends undefined | null>(value: unknown, blank: T): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? blank : trimmed;
}
