import type { FieldValues, Resolver } from 'react-hook-form';
import { TransactionQueryIn } from '@/lib/schemas/transaction-query';
import type { TRANSACTION_QUERY_TYPES } from '@/lib/schemas/enums';
import { apiResolver, type ValidationWords } from '@/lib/client/form-resolver';
import type { ClaimCheck, NewClaim } from '@/lib/client/hooks/claims';

export type ClaimType = (typeof TRANSACTION_QUERY_TYPES)[number];

/** The reference's claim types, in the order the form offers them. */
export const CLAIM_TYPES: readonly ClaimType[] = ['untracked', 'incorrect_commission', 'declined'];

/** The claim form's values: the API's own field names, as text. */
export interface ClaimValues {
  camref: string;
  transaction_query_type: ClaimType;
  conversion_reference: string;
  conversion_date_time: string;
  conversion_value: string;
  conversion_currency: string;
  expected_commission: string;
  notes: string;
}

export const CLAIM_FIELDS = [
  'camref',
  'transaction_query_type',
  'conversion_reference',
  'conversion_date_time',
  'conversion_value',
  'conversion_currency',
  'expected_commission',
  'notes',
] as const;

export const emptyClaim = (camref: string, currency: string): ClaimValues => ({
  camref,
  transaction_query_type: 'untracked',
  conversion_reference: '',
  conversion_date_time: '',
  conversion_value: '',
  conversion_currency: currency,
  expected_commission: '',
  notes: '',
});

/** The campaign id of a camref (`{campaign_id}l{publisher_id}`). */
export const campaignOf = (camref: string) => camref.split('l')[0] ?? '';

/** A datetime-local value (the reader's time) as an ISO date-time in UTC; blank stays blank. */
function isoOf(local: string): string | undefined {
  if (!local.trim()) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** The claim as the API takes it, blank fields left out. */
export function claimInput(v: ClaimValues): NewClaim {
  const text = (s: string) => (s.trim() ? s.trim() : undefined);
  return {
    camref: v.camref,
    transaction_query_type: v.transaction_query_type,
    conversion_reference: v.conversion_reference.trim(),
    conversion_date_time: isoOf(v.conversion_date_time),
    conversion_value: text(v.conversion_value),
    conversion_currency: text(v.conversion_currency) as NewClaim['conversion_currency'],
    expected_commission: text(v.expected_commission),
    notes: text(v.notes),
  };
}

/** What stands in the way of a claim, known before it is sent; null when nothing does. */
export type ClaimProblem =
  | { kind: 'claimed'; claim: NonNullable<ClaimCheck['claim']> }
  | { kind: 'recorded'; sale: NonNullable<ClaimCheck['sale']> }
  | { kind: 'notRecorded' };

export function claimProblem(type: ClaimType, check: ClaimCheck): ClaimProblem | null {
  if (check.claim) return { kind: 'claimed', claim: check.claim };
  if (type === 'untracked' && check.sale) return { kind: 'recorded', sale: check.sale };
  if (type !== 'untracked' && !check.sale) return { kind: 'notRecorded' };
  return null;
}

/** The form's own messages (in the partner's language). */
export interface ClaimMessages {
  valueRequired: string;
  dateRequired: string;
  referenceRequired: string;
  commissionRequired: string;
}

/**
 * The API's own checks, plus what each type needs to be decided: a missing sale its value and
 * when it happened (it is recorded at them when approved), a wrong commission the commission
 * expected (the sale is amended to it).
 */
export function claimResolver(
  m: ClaimMessages,
  validation?: ValidationWords,
): Resolver<ClaimValues> {
  const schemaResolver = apiResolver<ClaimValues>(TransactionQueryIn, claimInput, {}, validation);
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const errors = { ...result.errors } as Record<string, { type: string; message: string }>;
    const required = (field: keyof ClaimValues, message: string) => {
      if (!String(values[field]).trim()) errors[field] ??= { type: 'required', message };
    };
    if (values.transaction_query_type === 'untracked') {
      required('conversion_value', m.valueRequired);
      required('conversion_date_time', m.dateRequired);
    }
    if (values.transaction_query_type === 'incorrect_commission')
      required('expected_commission', m.commissionRequired);
    if (!values.conversion_reference.trim())
      errors.conversion_reference = { type: 'required', message: m.referenceRequired };
    if (Object.keys(errors).length) return { values: {}, errors } as never;
    return result as Awaited<ReturnType<Resolver<ClaimValues & FieldValues>>>;
  };
}
