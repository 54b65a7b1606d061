import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { clicks, participations, partners, voucherCodes } from '@/lib/db/schema';
import { clickrefTime } from '../tracking/clickref';
import type { ClickCandidate, VoucherCandidate } from './attribute';

/**
 * The clicks a conversion's clickrefs name, read from the partitioned clicks table. A clickref
 * carries the second it was made in (lib/services/tracking/clickref.ts), so the read bounds
 * clicked_at and touches only the partitions of those seconds; a string that is not one of our
 * clickrefs names nothing and costs no read.
 */
export async function clicksByRef(db: DbOrTx, clickrefs: string[]): Promise<ClickCandidate[]> {
  const timed = [...new Set(clickrefs)]
    .map((ref) => ({ ref, at: clickrefTime(ref) }))
    .filter((r): r is { ref: string; at: Date } => r.at !== null);
  if (!timed.length) return [];
  const from = Math.min(...timed.map((r) => r.at.getTime()));
  const to = Math.max(...timed.map((r) => r.at.getTime())) + 1000;
  return db
    .select({
      id: clicks.id,
      clickref: clicks.clickref,
      clickedAt: clicks.clickedAt,
      networkId: clicks.networkId,
      campaignId: clicks.campaignId,
      partnerId: clicks.partnerId,
      creditable: clicks.creditable,
    })
    .from(clicks)
    .where(
      and(
        sql`${clicks.clickref} = any(${`{${timed.map((r) => r.ref).join(',')}}`}::text[])`,
        gte(clicks.clickedAt, new Date(from)),
        lt(clicks.clickedAt, new Date(to)),
      ),
    );
}

/** The campaign's voucher code matching `code` ignoring case, with whether its partner is approved there now. */
export async function voucherByCode(
  db: DbOrTx,
  campaignId: number,
  code: string,
): Promise<VoucherCandidate | null> {
  const [row] = await db
    .select({
      id: voucherCodes.id,
      code: voucherCodes.code,
      partnerId: voucherCodes.partnerId,
      active: voucherCodes.active,
      startAt: voucherCodes.startAt,
      endAt: voucherCodes.endAt,
      onExpiry: voucherCodes.onExpiry,
      onInvalidUser: voucherCodes.onInvalidUser,
      participationStatus: participations.status,
      partnerStatus: partners.networkStatus,
    })
    .from(voucherCodes)
    .leftJoin(
      participations,
      and(
        eq(participations.campaignId, voucherCodes.campaignId),
        eq(participations.partnerId, voucherCodes.partnerId),
      ),
    )
    .leftJoin(partners, eq(partners.id, voucherCodes.partnerId))
    .where(
      and(
        eq(voucherCodes.campaignId, campaignId),
        sql`lower(${voucherCodes.code}) = lower(${code})`,
      ),
    )
    .limit(1);
  if (!row) return null;
  const { participationStatus, partnerStatus, ...voucher } = row;
  return { ...voucher, partnerApproved: participationStatus === 'a' && partnerStatus === 'a' };
}
