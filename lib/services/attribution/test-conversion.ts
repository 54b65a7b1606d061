import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { commissionRules, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { toUnits } from '@/lib/money/amount';
import type { CampaignRow } from '../campaigns/read-campaigns';
import { requireManageable } from '../campaigns/read-campaigns';
import { computeCommission, type Priced } from '../commissions/compute-commission';
import { loadResolveContext } from '../commissions/load-context';
import { checkSaleLimits } from '../conversions/sale-limits';
import { checkConvertible, exchangeOf } from '../conversions/sale-exchange';
import { findByReference } from '../conversions/read-conversions';
import { findParticipation } from '../participations/find-participation';
import { attribute, clickCounts, voucherCounts, type AttributionInput } from './attribute';
import { clicksByRef, voucherByCode } from './candidates';
import { settingsOf } from './settings';

/**
 * "Test a conversion" (POST /v3/brand/campaigns/{campaignId}/conversion-tracking/test): how a
 * sale would be attributed and paid if it arrived now, read exactly as recording reads it
 * (attribute.ts, the commission rules), with why each clickref and the voucher code counted or
 * not. Nothing is written: no conversion, history, audit row or event.
 */

export interface TestConversionInput {
  clickrefs: string[];
  voucherCode?: string;
  /** The partner the brand would name (manual attribution). */
  partnerId?: number;
  value: string;
  currency?: string;
  conversionTime?: Date;
  conversionReference?: string;
}

/** Why a clickref does or does not claim the sale. */
export type ClickVerdict =
  | 'winner'
  | 'older'
  | 'unknown'
  | 'other_campaign'
  | 'not_creditable'
  | 'after_conversion'
  | 'expired';

export type VoucherVerdict =
  | 'winner'
  | 'beaten_by_click'
  | 'unknown'
  | 'inactive'
  | 'no_partner'
  | 'partner_not_approved'
  | 'outside_window';

/** Which rule decided: the four of docs/jobs-and-conversions.md#the-rules, or the brand's choice. */
export type DecidingRule =
  'voucher_precedence' | 'last_click' | 'voucher' | 'unattributed' | 'manual';

export interface ConversionTest {
  campaign: CampaignRow;
  attribution: 'click' | 'voucher' | 'unattributed' | 'manual';
  rule: DecidingRule;
  partner: { id: number; name: string } | null;
  status: 'pending' | 'rejected';
  rejectReason: string | null;
  cookiePeriod: number;
  voucherPrecedence: boolean;
  conversionTime: Date;
  clicks: {
    clickref: string;
    verdict: ClickVerdict;
    partner: { id: number; name: string } | null;
    clickedAt: Date | null;
  }[];
  voucher: {
    code: string;
    verdict: VoucherVerdict;
    partner: { id: number; name: string } | null;
  } | null;
  /** A conversion already recorded under the reference: a real call would answer it instead. */
  duplicateOf: number | null;
  priced: Priced;
  ruleDescription: string | null;
}

function clickVerdict(
  input: AttributionInput,
  click: AttributionInput['clicks'][number] | undefined,
  winnerId: number | undefined,
): ClickVerdict {
  if (!click) return 'unknown';
  if (click.id === winnerId) return 'winner';
  if (clickCounts(input, click)) return 'older';
  if (click.networkId !== input.campaign.networkId || click.campaignId !== input.campaign.id)
    return 'other_campaign';
  if (!click.creditable) return 'not_creditable';
  return click.clickedAt.getTime() > input.conversionTime.getTime()
    ? 'after_conversion'
    : 'expired';
}

function voucherVerdict(
  input: AttributionInput,
  attributed: 'click' | 'voucher' | 'unattributed',
): VoucherVerdict {
  const v = input.voucher;
  if (!v) return 'unknown';
  // A copy, so the type guard leaves `v` unnarrowed below.
  if (voucherCounts({ ...v }, input.conversionTime))
    return attributed === 'voucher' ? 'winner' : 'beaten_by_click';
  if (!v.active) return 'inactive';
  if (v.partnerId === null) return 'no_partner';
  if (!v.partnerApproved) return 'partner_not_approved';
  return 'outside_window';
}

async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: partners.id, name: partners.accountName })
    .from(partners)
    .where(inArray(partners.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The checks recording makes before attributing: time, sale limits, a named partner. */
async function checkSale(
  db: Db,
  principal: Principal,
  campaign: CampaignRow,
  input: TestConversionInput,
): Promise<Date> {
  const now = new Date();
  const conversionTime = input.conversionTime ?? now;
  if (conversionTime.getTime() > now.getTime() + 5 * 60_000)
    throw AppError.field(
      ['conversion_time'],
      'invalid_value',
      'conversion_time must not be in the future',
    );
  checkSaleLimits(campaign, input.value, conversionTime, now);
  if (input.partnerId !== undefined) {
    const participation = await findParticipation(
      db,
      principal.networkId,
      campaign.id,
      input.partnerId,
    );
    if (participation?.status !== 'a')
      throw AppError.field(
        ['publisher_id'],
        'invalid_value',
        `publisher ${input.partnerId} has no approved participation in campaign ${campaign.id}`,
      );
  }
  return conversionTime;
}

/** As recording prices it: a sale in another currency at its day's stored rate. */
async function priceSale(
  db: Db,
  campaign: CampaignRow,
  ctx: Parameters<typeof computeCommission>[0],
  input: TestConversionInput,
  conversionTime: Date,
  partnerId: number | null,
): Promise<Priced> {
  const currency = input.currency ?? campaign.defaultCurrency;
  const exchange = await exchangeOf(db, campaign, currency, input.value, conversionTime);
  const value = exchange && !(exchange instanceof AppError) ? exchange.campaignValue : input.value;
  const priced = computeCommission(ctx, toUnits(value), []);
  if (partnerId !== null) checkConvertible(exchange, priced);
  return priced;
}

function decidingRule(
  manual: boolean,
  attribution: 'click' | 'voucher' | 'unattributed',
  voucherPrecedence: boolean,
): DecidingRule {
  if (manual) return 'manual';
  if (attribution === 'voucher') return voucherPrecedence ? 'voucher_precedence' : 'voucher';
  return attribution === 'click' ? 'last_click' : 'unattributed';
}

/** The paying rule's description, and a conversion already recorded under the reference. */
async function lookups(db: Db, campaignId: number, priced: Priced, input: TestConversionInput) {
  const [ruleRow] =
    priced.applied.ruleId !== null
      ? await db
          .select({ description: commissionRules.description })
          .from(commissionRules)
          .where(eq(commissionRules.id, priced.applied.ruleId))
      : [];
  const duplicate = input.conversionReference
    ? await findByReference(db, campaignId, input.conversionReference)
    : undefined;
  return {
    ruleDescription: ruleRow?.description || null,
    duplicateOf: duplicate?.row.id ?? null,
  };
}

/** Staff, or a brand user granted the campaign's brand. Writes nothing. */
export async function testConversion(
  db: Db,
  principal: Principal,
  campaignId: number,
  input: TestConversionInput,
): Promise<ConversionTest> {
  const campaign = (
    await requireManageable(db, principal, campaignId, 'test conversions of this campaign')
  ).row;
  const conversionTime = await checkSale(db, principal, campaign, input);
  const settings = await settingsOf(db, campaign.id);
  const clicks = await clicksByRef(db, input.clickrefs);
  const voucher = input.voucherCode
    ? await voucherByCode(db, campaign.id, input.voucherCode)
    : null;
  const attrInput: AttributionInput = {
    campaign: {
      id: campaign.id,
      networkId: campaign.networkId,
      cookiePeriod: campaign.cookiePeriod,
      voucherPrecedence: settings.voucherPrecedence,
    },
    conversionTime,
    // Another network's clicks are never shown: they read as unknown.
    clicks: clicks.filter((c) => c.networkId === campaign.networkId),
    voucher,
  };
  const result = attribute(attrInput);
  const manual = input.partnerId !== undefined;
  const partnerId = manual ? input.partnerId! : result.partnerId;
  const rule = decidingRule(manual, result.attribution, settings.voucherPrecedence);
  const names = await namesOf(db, [
    ...(partnerId !== null ? [partnerId] : []),
    ...attrInput.clicks.map((c) => c.partnerId),
    ...(voucher?.partnerId ? [voucher.partnerId] : []),
  ]);
  const named = (id: number | null | undefined) =>
    id === null || id === undefined ? null : { id, name: names.get(id) ?? `#${id}` };
  const ctx = await loadResolveContext(db, campaign, {
    partnerId,
    at: conversionTime,
    voucherCodeId: result.voucher?.id ?? null,
  });
  const priced = await priceSale(db, campaign, ctx, input, conversionTime, partnerId);
  const { ruleDescription, duplicateOf } = await lookups(db, campaign.id, priced, input);
  const byRef = new Map(attrInput.clicks.map((c) => [c.clickref, c]));
  const winnerId = manual ? undefined : result.click?.id;
  return {
    campaign,
    attribution: manual ? 'manual' : result.attribution,
    rule,
    partner: named(partnerId),
    status: !manual && result.rejectReason ? 'rejected' : 'pending',
    rejectReason: manual ? null : result.rejectReason,
    cookiePeriod: campaign.cookiePeriod,
    voucherPrecedence: settings.voucherPrecedence,
    conversionTime,
    clicks: [...new Set(input.clickrefs)].map((clickref) => {
      const click = byRef.get(clickref);
      return {
        clickref,
        verdict: clickVerdict(attrInput, click, winnerId),
        partner: named(click?.partnerId),
        clickedAt: click?.clickedAt ?? null,
      };
    }),
    voucher: input.voucherCode
      ? {
          code: voucher?.code ?? input.voucherCode,
          verdict: voucherVerdict(attrInput, manual ? 'unattributed' : result.attribution),
          partner: named(voucher?.partnerId),
        }
      : null,
    duplicateOf,
    priced,
    ruleDescription,
  };
}
