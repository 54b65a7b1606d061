import type { ReviewRow } from '@/lib/client/hooks/conversion-review';

/** Money as the console shows it in this list: the currency code, then the exact amount ("GBP 12.00"). */
export function moneyText(amount: string, currency: string): string {
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const digits = fraction.replace(/0+$/, '').padEnd(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount.startsWith('-') ? '-' : ''}${currency} ${grouped}.${digits}`;
}

export const STAGE_WORDS: Record<ReviewRow['stage'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  locked: 'Approved, locked',
  payable: 'Approved, payable',
  rejected: 'Rejected',
};

export const STAGE_TONE = {
  pending: 'amber',
  approved: 'green',
  locked: 'blue',
  payable: 'blue',
  rejected: 'red',
} as const;

export const ATTRIBUTION_WORDS: Record<ReviewRow['attribution'], string> = {
  click: 'Click',
  voucher: 'Voucher code',
  manual: 'Recorded by the brand',
  unattributed: 'No partner',
};

export const STATUS_OPTIONS = [
  ['pending', 'Pending'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
  ['fraudulent', 'Fraudulent'],
] as const;

export const STAGE_OPTIONS = [
  ['pending', 'Pending'],
  ['approved', 'Approved (not locked)'],
  ['locked', 'Locked'],
  ['payable', 'Payable'],
  ['rejected', 'Rejected'],
] as const;

export type RowAction = 'approve' | 'reject' | 'pend' | 'amend' | 'refund';

/**
 * What may be done with a conversion: pending and rejected ones through a decision; approved
 * ones until they lock; amendments and refunds once approved (locked and payable included),
 * as the adjustments allow for attributed conversions.
 */
export function actionsOf(row: ReviewRow): RowAction[] {
  const adjustable = row.status === 'approved' && row.publisher_id !== null;
  const actions: RowAction[] = [];
  if (row.status !== 'approved') actions.push('approve');
  if (row.stage === 'pending' || row.stage === 'approved') actions.push('reject');
  if (row.status !== 'pending' && row.stage !== 'locked' && row.stage !== 'payable')
    actions.push('pend');
  if (adjustable) actions.push('amend', 'refund');
  return actions;
}

export const ACTION_WORDS: Record<RowAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  pend: 'Set to pending',
  amend: 'Amend value',
  refund: 'Refund',
};
