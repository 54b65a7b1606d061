import type { FieldValues, Resolver } from 'react-hook-form';
import { TransactionQueryIn } from '@/lib/schemas/transaction-query';
import { apiResolver } from '@/lib/client/form-resolver';
import type { NewClaim } from '@/lib/client/hooks/claims';

/** The claim form's values: the API's own field names, as text. */
export interface ClaimValues {
  camref: string;
  conversion_reference: string;
  conversion_date_time: string;
  conversion_value: string;
  conversion_currency: string;
  notes: string;
}

export const CLAIM_FIELDS = [
  'camref',
  'conversion_reference',
  'conversion_date_time',
  'conversion_value',
  'conversion_currency',
  'notes',
] as const;

export const emptyClaim = (camref: string, currency: string): ClaimValues => ({
  camref,
  conversion_reference: '',
  conversion_date_time: '',
  conversion_value: '',
  conversion_currency: currency,
  notes: '',
});

/** A datetime-local value (the reader's time) as an ISO date-time in UTC; blank stays blank. */
function isoOf(local: string): string | undefined {
  if (!local.trim()) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** The claim as the API takes it: an untracked sale, blank fields left out. */
export function claimInput(v: ClaimValues): NewClaim {
  const text = (s: string) => (s.trim() ? s.trim() : undefined);
  return {
    camref: v.camref,
    transaction_query_type: 'untracked',
    conversion_reference: v.conversion_reference.trim(),
    conversion_date_time: isoOf(v.conversion_date_time),
    conversion_value: text(v.conversion_value),
    conversion_currency: text(v.conversion_currency) as NewClaim['conversion_currency'],
    notes: text(v.notes),
  };
}

const schemaResolver = apiResolver<ClaimValues>(TransactionQueryIn, claimInput);

/**
 * The API's own checks, plus what a missing sale needs to be recorded when approved: its value
 * and when it happened.
 */
export const claimResolver: Resolver<ClaimValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const errors = { ...result.errors } as Record<string, { type: string; message: string }>;
  if (!values.conversion_value.trim())
    errors.conversion_value ??= { type: 'required', message: 'Enter the value of the sale' };
  if (!values.conversion_date_time.trim())
    errors.conversion_date_time ??= { type: 'required', message: 'Enter when the sale happened' };
  if (!values.conversion_reference.trim())
    errors.conversion_reference = {
      type: 'required',
      message: 'Enter the order reference the shop gave the customer',
    };
  if (Object.keys(errors).length) return { values: {}, errors } as never;
  return result as Awaited<ReturnType<Resolver<ClaimValues & FieldValues>>>;
};
