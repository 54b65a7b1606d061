import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaigns, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { canManageBrand } from '../access';
import { anyId } from '../audit/change-set';
import type { BodyProblems } from '../body-problems';

/**
 * The checks a POST or PUT of groups makes before it writes anything: every campaign is the
 * network's and the caller's to manage, every partner is the network's, every time window is in
 * order. Problems of the body are collected and refused together (400, one item per field).
 */

export interface CampaignRef {
  id: number;
  brandId: number;
}

/** The campaigns named, of the caller's network, by id. */
export async function campaignsByIds(
  db: DbOrTx,
  networkId: number,
  ids: number[],
): Promise<Map<number, CampaignRef>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: campaigns.id, brandId: campaigns.brandId })
    .from(campaigns)
    .where(and(eq(campaigns.networkId, networkId), anyId(campaigns.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Refuses (403) a campaign whose brand is not granted to a brand user. */
export function requireGroupManager(principal: Principal, campaign: CampaignRef): void {
  if (!canManageBrand(principal, campaign.brandId))
    throw new AppError(
      'forbidden',
      `You may not manage the partner groups of campaign ${campaign.id}: its brand is not granted to you`,
    );
}

/** Checks every item's partners against the network's; names each unknown id (as `publishers`). */
export async function checkMembers(
  db: DbOrTx,
  networkId: number,
  items: { partnerIds?: number[] }[],
  problems: BodyProblems,
): Promise<void> {
  const wanted = [...new Set(items.flatMap((i) => i.partnerIds ?? []))];
  if (!wanted.length) return;
  const rows = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.networkId, networkId), anyId(partners.id, wanted)));
  problems.flagUnknownIds(
    'publishers',
    items.map((i) => i.partnerIds),
    new Set(rows.map((r) => r.id)),
    (id) => `publisher ${id} is not a partner of this network`,
  );
}

/** The end of a window must come after its start. */
export function checkWindow(
  start: Date | null,
  end: Date | null,
  index: number,
  problems: BodyProblems,
): void {
  if (start && end && end <= start)
    problems.add(
      [index, 'end_date_time'],
      'invalid_value',
      'end_date_time must be after start_date_time',
    );
}

/** Each partner once, in the order first given. */
export const distinct = (ids: number[] | undefined) =>
  ids === undefined ? undefined : [...new Set(ids)];
