import type { PartnerClick, PartnerVoucher } from '@/lib/client/partner-tracking';

/** What the partner pages say about clicks and voucher codes, in words rather than codes. */

const INVALID_REASONS: Record<string, string> = {
  partner_not_approved: 'Not counted: you were not approved on the campaign',
  campaign_not_active: 'Not counted: the campaign was not running',
  link_inactive: 'Not counted: the link was switched off',
  bot: 'Not counted: made by a robot or automated program, not a person',
  flood: 'Not counted: one of too many clicks from the same address in a short time',
  self_click: 'Not counted: a click from your own address (your own clicks never count)',
};

/** Whether a click counts towards commission, and if not, why. */
export function clickValidity(click: Pick<PartnerClick, 'creditable' | 'invalid_reason'>): {
  counts: boolean;
  text: string;
} {
  if (click.creditable) return { counts: true, text: 'Counts' };
  const reason = click.invalid_reason ?? '';
  return { counts: false, text: INVALID_REASONS[reason] ?? 'Not counted' };
}

/** A v1 `YYYY-MM-DD HH:MM:SS` (UTC) as a time value. */
const timeOf = (value: string | null) =>
  value ? new Date(`${value.replace(' ', 'T')}Z`).getTime() : null;

export type VoucherState = 'active' | 'off' | 'upcoming' | 'expired';

/** A voucher code's state now: switched off, not started, ended, or in use. */
export function voucherState(
  code: Pick<PartnerVoucher, 'active' | 'start_date_time' | 'end_date_time'>,
  now = Date.now(),
): { state: VoucherState; text: string } {
  if (code.active !== 'y') return { state: 'off', text: 'Switched off by the brand' };
  const start = timeOf(code.start_date_time);
  const end = timeOf(code.end_date_time);
  if (start !== null && start > now) return { state: 'upcoming', text: 'Not started yet' };
  if (end !== null && end <= now) return { state: 'expired', text: 'Expired' };
  return { state: 'active', text: 'Active' };
}
