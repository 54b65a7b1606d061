import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { conversionHistory, conversionItems, conversions, participations } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { RecordConversionIn } from '@/lib/schemas/conversion';
import { actorOf, ChangeSet, snapshot } from '../audit/change-set';
import {
  conversionCommission,
  fromUnits,
  itemCommission,
  ruleOf,
  toUnits,
  type CommissionRule,
} from './commission';
import {
  findByReference,
  requireBrandSideCampaign,
  withItems,
  type ConversionItemRow,
  type ConversionRecord,
  type ConversionRow,
} from './read-conversions';

interface RecordOutcome {
  conversion: ConversionRecord;
  /** False when the reference was already recorded: nothing was created. */
  created: boolean;
}

/** A conversion as the audit log shows it (API field names). */
const conversionSnapshot = (row: ConversionRow) =>
  snapshot(row, { rename: { partnerId: 'publisher_id' } });

/** The same conversion again (a retry) returns it; a different one under a used reference is refused. */
function retryOrConflict(
  existing: ConversionRecord,
  partnerId: number,
  currency: string,
  value: string,
): RecordOutcome {
  const { row } = existing;
  if (
    row.partnerId === partnerId &&
    row.currency === currency &&
    toUnits(row.value) === toUnits(value)
  )
    return { conversion: existing, created: false };
  throw AppError.field(
    ['conversion_reference'],
    'duplicate',
    `conversion_reference ${row.conversionReference} is already recorded in this campaign for another sale (publisher, value or currency differ)`,
  );
}

/** What a valid call records with: the campaign's commission rule, the currency and the time. */
interface Checked {
  rule: CommissionRule;
  currency: string;
  conversionTime: Date;
}

function checkCurrencyAndTime(
  campaign: { defaultCurrency: string },
  rule: CommissionRule,
  input: RecordConversionIn,
): Checked {
  const currency = input.currency ?? campaign.defaultCurrency;
  if (currency !== campaign.defaultCurrency && rule.rate !== null) {
    throw AppError.field(
      ['currency'],
      'invalid_value',
      `currency must be the campaign's (${campaign.defaultCurrency}): its commission is a percentage of the value, and no exchange rates are kept`,
    );
  }
  const now = new Date();
  const conversionTime = input.conversion_time ?? now;
  if (conversionTime.getTime() > now.getTime() + 5 * 60_000)
    throw AppError.field(
      ['conversion_time'],
      'invalid_value',
      'conversion_time must not be in the future',
    );
  return { rule, currency, conversionTime };
}

async function requireApprovedParticipation(
  db: Db,
  networkId: number,
  campaignId: number,
  partnerId: number,
): Promise<void> {
  const [participation] = await db
    .select({ status: participations.status })
    .from(participations)
    .where(
      and(
        eq(participations.networkId, networkId),
        eq(participations.campaignId, campaignId),
        eq(participations.partnerId, partnerId),
      ),
    )
    .limit(1);
  if (participation?.status !== 'a') {
    throw AppError.field(
      ['publisher_id'],
      'invalid_value',
      `publisher ${partnerId} has no approved participation in campaign ${campaignId}`,
    );
  }
}

/**
 * Records one conversion (POST /v3/brand/campaigns/{campaignId}/conversions). Staff, or a
 * brand user granted the campaign's brand. The partner must hold an approved participation.
 * Idempotent on conversion_reference per campaign: a retry returns the stored conversion.
 */
export async function recordConversion(
  db: Db,
  principal: Principal,
  campaignId: number,
  input: RecordConversionIn,
): Promise<RecordOutcome> {
  const campaign = (await requireBrandSideCampaign(db, principal, campaignId, 'record conversions'))
    .row;
  const checked = checkCurrencyAndTime(campaign, ruleOf(campaign), input);
  await requireApprovedParticipation(db, principal.networkId, campaignId, input.publisher_id);
  const retried = (existing: ConversionRecord) =>
    retryOrConflict(existing, input.publisher_id, checked.currency, input.value);
  const existing = await findByReference(db, campaignId, input.conversion_reference);
  if (existing) return retried(existing);
  const insertedId = await db.transaction((tx) =>
    insertConversion(tx, principal, campaignId, input, checked),
  );
  if (insertedId === null)
    return retried((await findByReference(db, campaignId, input.conversion_reference))!);
  const [row] = await db.select().from(conversions).where(eq(conversions.id, insertedId));
  return { conversion: (await withItems(db, [row!]))[0]!, created: true };
}

/** Inserts the conversion, its items and its history, audited; null when a twin call won the race. */
async function insertConversion(
  tx: Tx,
  principal: Principal,
  campaignId: number,
  input: RecordConversionIn,
  { rule, currency, conversionTime }: Checked,
): Promise<number | null> {
  const valueUnits = toUnits(input.value);
  const [row] = await tx
    .insert(conversions)
    .values({
      networkId: principal.networkId,
      campaignId,
      partnerId: input.publisher_id,
      conversionReference: input.conversion_reference,
      publisherReference: input.publisher_reference ?? null,
      advertiserReference: input.advertiser_reference ?? null,
      customerReference: input.customer_reference ?? null,
      customerType: input.customer_type ?? null,
      status: 'pending',
      currency,
      value: fromUnits(valueUnits),
      commission: fromUnits(conversionCommission(rule, valueUnits)),
      commissionCurrency: rule.currency,
      conversionTime,
      createdBy: principal.userId,
    })
    // Two identical calls at once: the second inserts nothing and returns the first.
    .onConflictDoNothing({ target: [conversions.campaignId, conversions.conversionReference] })
    .returning();
  if (!row) return null;
  const items = await insertItems(tx, row, input.items ?? [], rule);
  await tx.insert(conversionHistory).values({
    networkId: principal.networkId,
    conversionId: row.id,
    action: 'recorded',
    actorUserId: principal.userId,
  });
  await auditRecorded(tx, principal, row, items);
  return row.id;
}

async function insertItems(
  tx: Tx,
  row: ConversionRow,
  items: NonNullable<RecordConversionIn['items']>,
  rule: CommissionRule,
): Promise<ConversionItemRow[]> {
  if (!items.length) return [];
  return tx
    .insert(conversionItems)
    .values(
      items.map((item) => ({
        networkId: row.networkId,
        conversionId: row.id,
        sku: item.sku ?? null,
        category: item.category ?? null,
        status: 'pending' as const,
        itemValue: fromUnits(toUnits(item.item_value)),
        itemCommission: fromUnits(itemCommission(rule, toUnits(item.item_value))),
      })),
    )
    .returning();
}

async function auditRecorded(
  tx: Tx,
  principal: Principal,
  row: ConversionRow,
  items: ConversionItemRow[],
): Promise<void> {
  await new ChangeSet(actorOf(principal))
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
        partner_id: String(row.partnerId),
        status: row.status,
        currency: row.currency,
        value: row.value,
        commission: row.commission,
      },
    })
    .commit(tx);
}
