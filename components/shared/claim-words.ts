import type { Claim } from '@/lib/client/hooks/claims';

/** A claim's state in words, with the brand's reason when it was rejected. */
export function claimStateText(claim: Claim): string {
  if (claim.current_state === 'approved') return 'Approved';
  if (claim.current_state === 'rejected')
    return claim.reason ? `Rejected: ${claim.reason}` : 'Rejected';
  return 'Pending';
}

/** What the partner claims, by the reference's claim type (console words). */
export const CLAIM_TYPE_TEXT: Record<Claim['transaction_query_type'], string> = {
  untracked: 'Missing sale',
  incorrect_commission: 'Wrong commission',
  declined: 'Declined sale',
};

/** The badge colour of a state. */
export const STATE_TONE = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-green-50 text-green-800 ring-green-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
} as const;

export const STATE_OPTIONS = [
  ['pending', 'Pending'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
] as const;

/** An amount in its currency (the claim's own, else plain). */
export function claimMoney(value: number | null, currency: string | null): string {
  if (value === null) return '—';
  if (!currency) return String(value);
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(value);
}

/** A v1 date-time (`YYYY-MM-DD HH:MM:SS`, UTC) as the reader's local date and time. */
export function claimDate(v1: string | null): string {
  if (!v1) return '—';
  const date = new Date(`${v1.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime())
    ? v1
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
