import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { campaigns, conversionLocks, conversions, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import {
  REVIEW_MAX,
  type ConversionReviewFilters,
  type ConversionReviewIn,
} from '@/lib/schemas/conversion';
import { requireRole } from '../access';
import { dispatchJob } from '../jobs/dispatch-job';
import { insertJob } from '../jobs/insert-job';
import { getJob, type JobRecord } from '../jobs/read-jobs';
import { withItems } from './read-conversions';
import { loadLifecycles } from './report-lifecycle';
import { CONVERSION_BULK_UPDATE, type BulkTaskInput } from './start-bulk-update';
import type { ReportRow } from './conversion-report';

/**
 * The console's review of conversions across campaigns: staff see the network's, brand users
 * those of the brands granted to them (as the per-campaign operations allow). Decisions run as
 * the bulk update's jobs, one per campaign, so its rules (locked conversions refused, items
 * following their conversion, events, history) apply unchanged.
 */

const EXPORT_PAGE = 500;
const WHO = 'review conversions';

function scopeOf(principal: Principal): SQL {
  requireRole(principal, ['network', 'brand'], WHO);
  const network = eq(conversions.networkId, principal.networkId);
  if (principal.role === 'network') return network;
  return and(
    network,
    principal.brandIds.length ? inArray(campaigns.brandId, principal.brandIds) : sql`false`,
  )!;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

const locked = sql`exists (select 1 from ${conversionLocks} l where l.conversion_id = ${conversions.id})`;
const payable = sql`exists (select 1 from ${conversionLocks} l where l.conversion_id = ${conversions.id} and l.payable_at is not null)`;

function stageCondition(stage: ConversionReviewFilters['stage']): SQL | undefined {
  switch (stage) {
    case 'pending':
      return eq(conversions.status, 'pending');
    case 'approved':
      return and(eq(conversions.status, 'approved'), sql`not ${locked}`);
    case 'locked':
      return and(sql`${locked}`, sql`not ${payable}`);
    case 'payable':
      return payable;
    case 'rejected':
      return inArray(conversions.status, ['rejected', 'fraudulent']);
    default:
      return undefined;
  }
}

function whereOf(principal: Principal, f: ConversionReviewFilters): SQL {
  return and(
    scopeOf(principal),
    f.campaign_id !== undefined ? eq(conversions.campaignId, f.campaign_id) : undefined,
    f.publisher_id !== undefined ? eq(conversions.partnerId, f.publisher_id) : undefined,
    f.status ? eq(conversions.status, f.status) : undefined,
    stageCondition(f.stage),
    f.from ? gte(conversions.conversionTime, dayStart(f.from)) : undefined,
    f.to ? lt(conversions.conversionTime, nextDay(f.to)) : undefined,
    f.min_value ? gte(conversions.value, f.min_value) : undefined,
    f.max_value ? lte(conversions.value, f.max_value) : undefined,
    f.attribution === 'unattributed'
      ? isNull(conversions.partnerId)
      : f.attribution
        ? and(eq(conversions.attribution, f.attribution), isNotNull(conversions.partnerId))
        : undefined,
  )!;
}

async function readRows(
  db: DbOrTx,
  where: SQL,
  page: { offset?: number; afterId?: number; limit: number; newestFirst: boolean },
): Promise<ReportRow[]> {
  const rows = await db
    .select({
      conversion: conversions,
      campaignTitle: campaigns.title,
      partnerName: partners.accountName,
    })
    .from(conversions)
    .innerJoin(campaigns, eq(campaigns.id, conversions.campaignId))
    .leftJoin(partners, eq(partners.id, conversions.partnerId))
    .where(page.afterId ? and(where, gt(conversions.id, page.afterId)) : where)
    .orderBy(page.newestFirst ? desc(conversions.id) : asc(conversions.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  const records = await withItems(
    db,
    rows.map((r) => r.conversion),
  );
  const lifecycles = await loadLifecycles(db, records);
  return records.map((record, i) => ({
    ...record,
    lifecycle: lifecycles[i]!,
    campaignTitle: rows[i]!.campaignTitle,
    partnerName: rows[i]!.partnerName,
    // The review page shows no click facts.
    click: null,
  }));
}

/** One page of the conversions to review, newest first, with the filter's total. */
export async function listConversionsForReview(
  db: DbOrTx,
  principal: Principal,
  filters: ConversionReviewFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const where = whereOf(principal, filters);
  const [rows, [count]] = await Promise.all([
    readRows(db, where, { ...page, newestFirst: true }),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversions)
      .innerJoin(campaigns, eq(campaigns.id, conversions.campaignId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Every conversion the filter matches, oldest first, EXPORT_PAGE at a time by id (never by offset). */
export async function* conversionReviewPages(
  db: DbOrTx,
  principal: Principal,
  filters: ConversionReviewFilters,
): AsyncGenerator<ReportRow[]> {
  const where = whereOf(principal, filters);
  let afterId = 0;
  for (;;) {
    const rows = await readRows(db, where, { afterId, limit: EXPORT_PAGE, newestFirst: false });
    if (rows.length) yield rows;
    if (rows.length < EXPORT_PAGE) return;
    afterId = rows[rows.length - 1]!.row.id;
  }
}

const STATUS_OF = { approve: 'approved', reject: 'rejected', pend: 'pending' } as const;

/**
 * Approve, reject (with the reason the partner sees) or pend a selection or every conversion of
 * a filter: one conversion_bulk_update job per campaign, all inserted in one transaction.
 * A selection naming a conversion the caller may not see is refused (400 on the first one).
 */
export async function startConversionReview(
  db: Db,
  principal: Principal,
  input: ConversionReviewIn,
): Promise<{ conversionCount: number; jobs: JobRecord[] }> {
  const scope = scopeOf(principal);
  const where = input.filter
    ? whereOf(principal, input.filter)
    : and(scope, inArray(conversions.id, input.conversion_ids!))!;
  const targets = await db
    .select({ id: conversions.id, campaignId: conversions.campaignId, brandId: campaigns.brandId })
    .from(conversions)
    .innerJoin(campaigns, eq(campaigns.id, conversions.campaignId))
    .where(where)
    .orderBy(asc(conversions.id))
    .limit(REVIEW_MAX + 1);
  if (input.conversion_ids) {
    const found = new Set(targets.map((t) => t.id));
    const missing = input.conversion_ids.findIndex((id) => !found.has(id));
    if (missing >= 0)
      throw AppError.field(
        ['conversion_ids', missing],
        'invalid_value',
        `Conversion ${input.conversion_ids[missing]} was not found among the conversions you may review`,
      );
  }
  if (!targets.length)
    throw AppError.field(['filter'], 'invalid_value', 'No conversion matches this filter');
  if (targets.length > REVIEW_MAX)
    throw AppError.field(
      ['filter'],
      'invalid_value',
      `The filter matches more than ${REVIEW_MAX.toLocaleString('en-GB')} conversions; narrow it`,
    );
  const update = {
    status: STATUS_OF[input.action],
    ...(input.reason ? { reason: input.reason } : {}),
  };
  const byCampaign = new Map<number, { brandId: number; inputs: BulkTaskInput[] }>();
  for (const t of targets) {
    const entry = byCampaign.get(t.campaignId) ?? { brandId: t.brandId, inputs: [] };
    entry.inputs.push({ form: 'conversions', key: String(t.id), update });
    byCampaign.set(t.campaignId, entry);
  }
  const rows = await db.transaction(async (tx) => {
    const inserted = [];
    for (const [campaignId, { brandId, inputs }] of byCampaign)
      inserted.push(
        await insertJob(
          tx,
          {
            networkId: principal.networkId,
            type: CONVERSION_BULK_UPDATE,
            reference: `console review: ${input.action}`,
            createdBy: principal.userId,
            brandId,
            campaignId,
          },
          inputs,
        ),
      );
    return inserted;
  });
  for (const row of rows) await dispatchJob(row);
  return {
    conversionCount: targets.length,
    jobs: await Promise.all(rows.map((r) => getJob(db, principal, r.id))),
  };
}
