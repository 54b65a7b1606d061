import type { VoucherAction } from '@/lib/schemas/enums';

/**
 * The attribution rules, as one pure function (tests/services/attribution-rules.test.ts holds
 * their table). A conversion of a campaign at `conversionTime` goes to:
 *
 * 1. its voucher code's partner, when the code is valid and the campaign gives vouchers
 *    precedence over clicks (campaign_attribution.voucher_precedence);
 * 2. otherwise the partner of the last creditable click among the clickrefs sent, counting only
 *    clicks of this campaign (hence of its network) made at or before the conversion and no
 *    longer ago than the campaign's cookie period (campaigns.cookie_period, seconds);
 * 3. otherwise its voucher code's partner, when the code is valid;
 * 4. otherwise nobody: unattributed (stored, commission 0).
 *
 * A valid code: a code of this campaign (matched ignoring case), active, inside its optional
 * window at the conversion time, mapped to a partner approved on the campaign now. A clickref of
 * another campaign or network, an unknown one, or a click judged not creditable never counts.
 * Ties between clicks of the same second go to the later id.
 *
 * The reference's voucher actions: a code used outside its window with on_expiry `reject`, or a
 * code credited through another partner's click with on_invalid_user `reject`, has the
 * conversion recorded as rejected (with the reason); `ignore` (the default) tracks it as usual.
 * Duplicates (a conversion reference already recorded) never reach this function.
 */

export interface ClickCandidate {
  id: number;
  clickref: string;
  clickedAt: Date;
  networkId: number;
  campaignId: number;
  partnerId: number;
  creditable: boolean;
}

export interface VoucherCandidate {
  id: number;
  code: string;
  partnerId: number | null;
  active: boolean;
  startAt: Date | null;
  endAt: Date | null;
  onExpiry: VoucherAction;
  onInvalidUser: VoucherAction;
  /** Whether the code's partner holds an approved participation in the campaign. */
  partnerApproved: boolean;
}

export interface AttributionInput {
  campaign: {
    id: number;
    networkId: number;
    /** Seconds a click keeps its claim on a later conversion. */
    cookiePeriod: number;
    voucherPrecedence: boolean;
  };
  conversionTime: Date;
  /** The clicks the sent clickrefs name, whatever their campaign. */
  clicks: ClickCandidate[];
  /** The campaign's code matching the sent voucher code, or null (none sent, or unknown). */
  voucher: VoucherCandidate | null;
}

type Attributed =
  | { attribution: 'click'; partnerId: number; click: ClickCandidate }
  | { attribution: 'voucher'; partnerId: number; click: null }
  | { attribution: 'unattributed'; partnerId: null; click: null };

export type AttributionResult = Attributed & {
  /** The campaign's code the sale used (valid or not), to store beside the conversion. */
  voucher: VoucherCandidate | null;
  /** Set when a voucher action says the conversion is to be recorded rejected. */
  rejectReason: string | null;
};

/** Whether a click may claim a conversion of this campaign at this time. */
export function clickCounts(input: AttributionInput, click: ClickCandidate): boolean {
  const { campaign, conversionTime } = input;
  if (click.networkId !== campaign.networkId || click.campaignId !== campaign.id) return false;
  if (!click.creditable) return false;
  const age = conversionTime.getTime() - click.clickedAt.getTime();
  return age >= 0 && age <= campaign.cookiePeriod * 1000;
}

const later = (a: ClickCandidate, b: ClickCandidate) =>
  a.clickedAt.getTime() !== b.clickedAt.getTime()
    ? a.clickedAt.getTime() > b.clickedAt.getTime()
    : a.id > b.id;

/** The last click that may claim the conversion, or null. */
export function lastCountingClick(input: AttributionInput): ClickCandidate | null {
  let best: ClickCandidate | null = null;
  for (const click of input.clicks)
    if (clickCounts(input, click) && (!best || later(click, best))) best = click;
  return best;
}

const inWindow = (v: VoucherCandidate, at: Date) =>
  (!v.startAt || v.startAt.getTime() <= at.getTime()) &&
  (!v.endAt || v.endAt.getTime() >= at.getTime());

/** Whether the code may credit its partner with a conversion at this time. */
export function voucherCounts(v: VoucherCandidate | null, at: Date): v is VoucherCandidate {
  return !!v && v.active && v.partnerId !== null && v.partnerApproved && inWindow(v, at);
}

function rejectReasonOf(input: AttributionInput, winner: Attributed): string | null {
  const v = input.voucher;
  if (!v) return null;
  if (v.onExpiry === 'reject' && !inWindow(v, input.conversionTime))
    return `Voucher code ${v.code} was used outside its validity`;
  if (
    v.onInvalidUser === 'reject' &&
    v.partnerId !== null &&
    winner.attribution === 'click' &&
    winner.partnerId !== v.partnerId
  )
    return `Voucher code ${v.code} belongs to another partner than the one credited`;
  return null;
}

/** Applies the rules above. */
export function attribute(input: AttributionInput): AttributionResult {
  const click = lastCountingClick(input);
  const voucher = voucherCounts(input.voucher, input.conversionTime) ? input.voucher : null;
  let winner: Attributed;
  if (voucher && (input.campaign.voucherPrecedence || !click))
    winner = { attribution: 'voucher', partnerId: voucher.partnerId!, click: null };
  else if (click) winner = { attribution: 'click', partnerId: click.partnerId, click };
  else winner = { attribution: 'unattributed', partnerId: null, click: null };
  return { ...winner, voucher: input.voucher, rejectReason: rejectReasonOf(input, winner) };
}
