import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { config } from '@/lib/config';
import { conversionHistory, conversionItems, conversions, fraudChecks } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { ConversionSource, CUSTOMER_TYPES } from '@/lib/schemas/enums';
import type { Actor } from '../audit/record-changes';
import { ChangeSet, snapshot } from '../audit/change-set';
import type { CampaignRow } from '../campaigns/read-campaigns';
import { attributeConversion, type Decision } from '../attribution/attribute-conversion';
import { computeCommission, type Priced } from '../commissions/compute-commission';
import { loadResolveContext } from '../commissions/load-context';
import type { AppliedRule } from '../commissions/resolve-rule';
import { exactText, fromUnits, toUnits } from '@/lib/money/amount';
import { checkConvertible, exchangeColumns, exchangeOf, inCampaignCurrency } from './sale-exchange';
import {
  findByReference,
  withItems,
  type ConversionItemRow,
  type ConversionRecord,
  type ConversionRow,
} from './read-conversions';
import { checkSaleLimits } from './sale-limits';
import { wakeFraudChecks } from '../fraud/wake';
import { saleAddressOf, type SaleAddress } from '../fraud/sale-address';

/**
 * Recording one conversion, whichever way it arrived (our v3 call, a signed conversion URL, a
 * pixel): attribution (lib/services/attribution), commission, items, history, audit row and
 * webhook event, in one transaction. The callers check who may record.
 */

export interface ConversionInput {
  conversionReference: string;
  value: string;
  /** An ISO code; the campaign's when left out. */
  currency?: string;
  customerType?: (typeof CUSTOMER_TYPES)[number];
  conversionTime?: Date;
  partnerReference?: string;
  advertiserReference?: string;
  customerReference?: string;
  items: { sku?: string; category?: string; item_value: string; meta?: Record<string, string> }[];
  meta?: Record<string, string>;
  /** The partner the caller names (manual attribution; its participation already checked). */
  partnerId?: number;
  clickrefs: string[];
  voucherCode?: string;
  source: ConversionSource;
  /** Recorded approved (a missing sale the brand approved): its events and history say so. */
  approved?: boolean;
  /** The pixel caller's address (the shopper's browser), for the fraud checks. */
  address?: string;
}

export interface RecordOutcome {
  conversion: ConversionRecord;
  /** False when the reference was already recorded: nothing was created. */
  created: boolean;
}

/** What the caller answers when the reference is already recorded in the campaign. */
export type OnDuplicate = (existing: ConversionRecord) => RecordOutcome;

/** The stored conversion, as it is (the conversion URLs: the second call answers the first). */
export const answerFirst: OnDuplicate = (existing) => ({ conversion: existing, created: false });

/** A conversion as the audit log shows it (API field names). */
const conversionSnapshot = (row: ConversionRow) =>
  snapshot(row, { rename: { partnerId: 'publisher_id' } });

/** The stored form of the rule that paid (a snapshot: later rule changes never rewrite it). */
const appliedColumns = (applied: AppliedRule) => ({
  commissionRuleId: applied.ruleId,
  commissionKind: applied.kind,
  commissionApplied: {
    kind: applied.kind,
    rule_id: applied.ruleId === null ? null : String(applied.ruleId),
    performance_model: applied.performanceModel,
    performance_value: applied.performanceValue,
    fixed_per: applied.fixedPer,
  },
});

/** Resolves the rules (lib/services/commissions) for the attributed partner. */
async function priceConversion(
  db: Db,
  campaign: CampaignRow,
  input: ConversionInput & { conversionTime: Date },
  decision: Decision,
): Promise<Priced> {
  const ctx = await loadResolveContext(db, campaign, {
    partnerId: decision.partnerId,
    at: input.conversionTime,
    voucherCodeId: decision.voucherCodeId,
  });
  return computeCommission(
    ctx,
    toUnits(input.value),
    input.items.map((i) => ({ ...i, valueUnits: toUnits(i.item_value) })),
  );
}

function checkTime(input: ConversionInput): Date {
  const now = new Date();
  const conversionTime = input.conversionTime ?? now;
  if (conversionTime.getTime() > now.getTime() + 5 * 60_000)
    throw AppError.field(
      ['conversion_time'],
      'invalid_value',
      'conversion_time must not be in the future',
    );
  return conversionTime;
}

/**
 * Records the conversion, or answers `onDuplicate` when its reference is already recorded in
 * the campaign (also when a twin call wins the race: ON CONFLICT DO NOTHING).
 */
export async function storeConversion(
  db: Db,
  actor: Actor,
  campaign: CampaignRow,
  input: ConversionInput,
  onDuplicate: OnDuplicate,
): Promise<RecordOutcome> {
  const conversionTime = checkTime(input);
  // A claim a person approved was reviewed already; every other intake is held to the limits.
  if (!input.approved) checkSaleLimits(campaign, input.value, conversionTime);
  const currency = input.currency ?? campaign.defaultCurrency;
  const existing = await findByReference(db, campaign.id, input.conversionReference);
  if (existing) return onDuplicate(existing);
  const exchange = await exchangeOf(db, campaign, currency, input.value, conversionTime);
  const decision = await attributeConversion(db, campaign, { ...input, conversionTime });
  const priced = await priceConversion(
    db,
    campaign,
    { ...inCampaignCurrency(input, exchange), conversionTime },
    decision,
  );
  if (decision.partnerId !== null) checkConvertible(exchange, priced);
  const address = await saleAddressOf(db, input);
  const insertedId = await db.transaction((tx) =>
    insertConversion(
      tx,
      actor,
      campaign,
      { ...input, currency, conversionTime },
      decision,
      priced,
      address,
      exchangeColumns(exchange),
    ),
  );
  if (insertedId !== null && config().fraudDetection) wakeFraudChecks();
  if (insertedId === null)
    return onDuplicate((await findByReference(db, campaign.id, input.conversionReference))!);
  const [row] = await db.select().from(conversions).where(eq(conversions.id, insertedId));
  return { conversion: (await withItems(db, [row!]))[0]!, created: true };
}

type Ready = ConversionInput & { currency: string; conversionTime: Date };

/**
 * Inserts the conversion, its items, its history and its pending fraud check, audited; null
 * when a twin call won the race.
 */
async function insertConversion(
  tx: Tx,
  actor: Actor,
  campaign: CampaignRow,
  input: Ready,
  decision: Decision,
  priced: Priced,
  address: SaleAddress,
  exchange: ReturnType<typeof exchangeColumns>,
): Promise<number | null> {
  const valueUnits = toUnits(input.value);
  const status = input.approved
    ? ('approved' as const)
    : decision.rejectReason
      ? ('rejected' as const)
      : ('pending' as const);
  const [row] = await tx
    .insert(conversions)
    .values({
      networkId: campaign.networkId,
      campaignId: campaign.id,
      partnerId: decision.partnerId,
      conversionReference: input.conversionReference,
      partnerReference: input.partnerReference ?? null,
      advertiserReference: input.advertiserReference ?? null,
      customerReference: input.customerReference ?? null,
      customerType: input.customerType ?? null,
      status,
      reason: status === 'rejected' ? decision.rejectReason : null,
      currency: input.currency,
      value: fromUnits(valueUnits),
      commission: fromUnits(priced.units),
      commissionCurrency: campaign.defaultCurrency,
      ...exchange,
      ...appliedColumns(priced.applied),
      meta: input.meta ?? {},
      conversionTime: input.conversionTime,
      attribution: decision.attribution,
      source: input.source,
      clickId: decision.clickId,
      clickref: decision.clickref,
      clickedAt: decision.clickedAt,
      voucherCode: input.voucherCode ?? null,
      voucherCodeId: decision.voucherCodeId,
      ipDigest: address.ipDigest,
      createdBy: actor.userId,
    })
    .onConflictDoNothing({ target: [conversions.campaignId, conversions.conversionReference] })
    .returning();
  if (!row) return null;
  const items = await insertItems(tx, row, input.items, priced);
  await tx.insert(conversionHistory).values({
    networkId: campaign.networkId,
    conversionId: row.id,
    action: 'recorded',
    // An approval at recording starts the lock period (lib/services/earnings/lifecycle.ts).
    ...(status === 'approved' ? { changes: { status: { from: null, to: 'approved' } } } : {}),
    actorUserId: actor.userId,
  });
  await auditRecorded(tx, actor, row, items);
  if (config().fraudDetection)
    await tx
      .insert(fraudChecks)
      .values({ conversionId: row.id, networkId: row.networkId, addressHash: address.hash });
  return row.id;
}

async function insertItems(
  tx: Tx,
  row: ConversionRow,
  items: ConversionInput['items'],
  priced: Priced,
): Promise<ConversionItemRow[]> {
  if (!items.length) return [];
  return tx
    .insert(conversionItems)
    .values(
      items.map((item, i) => ({
        networkId: row.networkId,
        conversionId: row.id,
        sku: item.sku ?? null,
        category: item.category ?? null,
        status: row.status,
        reason: row.reason,
        itemValue: exactText(item.item_value),
        itemCommission: fromUnits(priced.items[i]!.units),
        ...appliedColumns(priced.items[i]!.applied),
        meta: item.meta ?? {},
      })),
    )
    .returning();
}

async function auditRecorded(
  tx: Tx,
  actor: Actor,
  row: ConversionRow,
  items: ConversionItemRow[],
): Promise<void> {
  await new ChangeSet(actor)
    .change({
      entityType: 'conversion',
      entityId: row.id,
      action: 'created',
      after: {
        ...conversionSnapshot(row),
        items: items.map((i) => ({
          conversion_item_id: String(i.id),
          ...snapshot(i, { omit: ['conversionId'] }),
        })),
      },
    })
    .event({
      type: 'conversion.recorded',
      data: {
        conversion_id: String(row.id),
        campaign_id: String(row.campaignId),
        partner_id: row.partnerId === null ? null : String(row.partnerId),
        attribution: row.attribution,
        status: row.status,
        currency: row.currency,
        value: row.value,
        commission: row.commission,
      },
    })
    .commit(tx);
}
