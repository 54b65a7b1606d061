import { and, eq, gt, isNull, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaigns, partnerGroupMembers, partnerGroups } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { isStaff, requireOwnNetwork, requireRole } from '../access';
import { anyId } from '../audit/change-set';
import { BRAND_SIDE, requireManageable } from '../campaigns/read-campaigns';
import { findPartner } from '../partners/partner-record';
import {
  groupRecordsWhere,
  groupSummariesWhere,
  type PartnerGroupRecord,
  type PartnerGroupSummary,
} from './group-records';

/**
 * Who sees which groups: staff every group of the network, a brand user the groups of its
 * granted brands' campaigns (none when it has no grant), a partner user none (except its own
 * groups through listPartnerGroups).
 */
function visibleGroups(principal: Principal): SQL | undefined {
  if (isStaff(principal)) return undefined;
  if (principal.role !== 'brand' || !principal.brandIds.length) return sql`false`;
  return sql`exists (select 1 from ${campaigns} where ${campaigns.id} = ${partnerGroups.campaignId} and ${anyId(campaigns.brandId, principal.brandIds)})`;
}

/** GET /campaign/{id}/commission_group: staff, or a brand user granted the campaign's brand. */
export async function listCampaignGroups(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
): Promise<PartnerGroupRecord[]> {
  await requireManageable(db, principal, campaignId, 'read partner groups');
  return groupRecordsWhere(db, principal.networkId, eq(partnerGroups.campaignId, campaignId));
}

/** One group of a campaign; a group of another campaign (or network) is not found. */
export async function getCampaignGroup(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
  groupId: number,
): Promise<PartnerGroupRecord> {
  await requireManageable(db, principal, campaignId, 'read partner groups');
  const [record] = await groupRecordsWhere(
    db,
    principal.networkId,
    and(eq(partnerGroups.campaignId, campaignId), eq(partnerGroups.id, groupId)),
  );
  if (!record) throw AppError.notFound('Commission group');
  return record;
}

export interface NetworkGroupFilters {
  /** The reference's network_id filter: must be the path's network when given. */
  networkId?: number;
  /** true: groups still ongoing (active and not past their end); false: the others; 'all': every group. */
  active: boolean | 'all';
  /** Only groups with at least one partner. */
  hasParticipation?: boolean;
}

/** A group still ongoing: active, and without an end or ending in the future. */
const ongoing = (now: Date) =>
  and(
    eq(partnerGroups.active, true),
    or(isNull(partnerGroups.endAt), gt(partnerGroups.endAt, now)),
  )!;

const hasMembers = () =>
  sql`exists (select 1 from ${partnerGroupMembers} where ${partnerGroupMembers.groupId} = ${partnerGroups.id})`;

/**
 * GET /v3/network/{networkId}/commission-groups: the network's groups with member counts; staff
 * see all, brand users their granted brands' campaigns' groups, partner users may not list them.
 */
export async function listNetworkGroups(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  filters: NetworkGroupFilters,
): Promise<PartnerGroupSummary[]> {
  requireOwnNetwork(principal, networkId);
  if (filters.networkId !== undefined) requireOwnNetwork(principal, filters.networkId);
  requireRole(principal, BRAND_SIDE, 'list partner groups');
  const now = new Date();
  const conditions = [visibleGroups(principal)];
  if (filters.active === true) conditions.push(ongoing(now));
  if (filters.active === false) conditions.push(not(ongoing(now)));
  if (filters.hasParticipation === true) conditions.push(hasMembers());
  if (filters.hasParticipation === false) conditions.push(not(hasMembers()));
  return groupSummariesWhere(db, networkId, and(...conditions));
}

/**
 * GET /user/publisher/{id}/commission_group: the groups a partner is in. Staff see all of them,
 * the partner's own user too, a brand user those of its granted brands' campaigns; another
 * partner's user is refused.
 */
export async function listPartnerGroups(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
): Promise<PartnerGroupRecord[]> {
  await findPartner(db, principal.networkId, partnerId);
  if (principal.role === 'partner' && principal.partnerId !== partnerId)
    throw new AppError('forbidden_view', 'You may only act for your own partner');
  const own = principal.role === 'partner' ? undefined : visibleGroups(principal);
  return groupRecordsWhere(db, principal.networkId, and(isMemberOf(partnerId), own));
}

const isMemberOf = (partnerId: number) =>
  sql`exists (select 1 from ${partnerGroupMembers} where ${partnerGroupMembers.groupId} = ${partnerGroups.id} and ${partnerGroupMembers.partnerId} = ${partnerId})`;

// ---------------------------------------------------------------- for other partner lists

/**
 * A condition on a partner id column: the partner is in at least one of `groupIds` (groups of
 * `networkId` the principal may see). For partner lists filtered by group (commission_group_ids).
 */
export function partnerInGroups(
  partnerIdColumn: AnyColumn,
  principal: Principal,
  groupIds: number[],
): SQL {
  if (!groupIds.length) return sql`false`;
  const visible = visibleGroups(principal);
  return sql`exists (select 1 from ${partnerGroupMembers} inner join ${partnerGroups} on ${partnerGroups.id} = ${partnerGroupMembers.groupId} where ${partnerGroupMembers.partnerId} = ${partnerIdColumn} and ${partnerGroups.networkId} = ${principal.networkId} and ${anyId(partnerGroups.id, groupIds)}${visible ? sql` and ${visible}` : sql``})`;
}

/**
 * The groups each partner is in (`{id, name}` as v2 partner records list them), for partners of
 * the principal's network, limited to the groups the principal may see. Partners in no group map
 * to an empty list.
 */
export async function groupsOfPartners(
  db: DbOrTx,
  principal: Principal,
  partnerIds: number[],
): Promise<Map<number, { id: number; name: string; campaignId: number }[]>> {
  const out = new Map(
    partnerIds.map((id) => [id, [] as { id: number; name: string; campaignId: number }[]]),
  );
  if (!partnerIds.length) return out;
  const rows = await db
    .select({
      partnerId: partnerGroupMembers.partnerId,
      id: partnerGroups.id,
      name: partnerGroups.name,
      campaignId: partnerGroups.campaignId,
    })
    .from(partnerGroupMembers)
    .innerJoin(partnerGroups, eq(partnerGroups.id, partnerGroupMembers.groupId))
    .where(
      and(
        eq(partnerGroups.networkId, principal.networkId),
        anyId(partnerGroupMembers.partnerId, partnerIds),
        visibleGroups(principal),
      ),
    )
    .orderBy(partnerGroups.id);
  for (const { partnerId, ...group } of rows) out.get(partnerId)?.push(group);
  return out;
}
