import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requireOwnNetwork, requireRole } from '../access';
import { anyId } from '../audit/change-set';
import type { CampaignRecord } from '../campaigns/read-campaigns';
import { decidePairs, type DecisionOutcome, type DecisionRule } from './decide-pairs';
import type { PartnerRow } from './acting-partner';

// The v2 invite / reject network-partners operations: invite partners to campaigns, or reject them.

/** Partner properties the invite/reject `filter` can match, by API name (docs/campaigns.md). */
export type PartnerFilter = {
  property: 'network_status' | 'vertical' | 'promotional_method' | 'operating_country';
  values: string[];
};

/** The invite/reject partner selection: explicit ids, or a filter less exclusions. */
export type PartnerSelection =
  { partnerIds: number[] } | { filter: PartnerFilter[]; excluded: number[] };

/** At most this many (partner, campaign) pairs per invite or reject call. */
const MAX_PAIRS = 1000;

function filterCondition(f: PartnerFilter): SQL {
  switch (f.property) {
    case 'network_status':
      return inArray(partners.networkStatus, f.values as PartnerRow['networkStatus'][]);
    case 'vertical':
      return inArray(partners.vertical, f.values.map(Number));
    case 'promotional_method':
      return inArray(partners.promotionalMethod, f.values.map(Number));
    case 'operating_country':
      return inArray(
        partners.operatingCountry,
        f.values.map((v) => v.toUpperCase()),
      );
  }
}

async function selectedPartnerIds(
  db: DbOrTx,
  networkId: number,
  selection: PartnerSelection,
): Promise<number[]> {
  if ('partnerIds' in selection) return [...new Set(selection.partnerIds)];
  const where = [eq(partners.networkId, networkId), ...selection.filter.map(filterCondition)];
  if (selection.excluded.length) where.push(sql`not (${anyId(partners.id, selection.excluded)})`);
  // One past the cap is enough to know the call is too big.
  const rows = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(...where))
    .orderBy(asc(partners.id))
    .limit(MAX_PAIRS + 1);
  return rows.map((r) => r.id);
}

const campaignOpen = (record: CampaignRecord) =>
  record.row.status === 'a' && record.brand.status === 'a';

const INVITE: DecisionRule = ({ item, record, current, partnerStatus }) => {
  if (partnerStatus === null)
    return {
      fail: 'entity_not_found',
      message: `Publisher ${item.partnerId} is not a partner on this network`,
    };
  if (partnerStatus !== 'a')
    return {
      fail: 'publisher_not_approved',
      message: `Publisher ${item.partnerId} has network status ${partnerStatus}; only partners approved on the network can be invited`,
    };
  if (current?.status === 'a' || current?.status === 't') return { keep: true };
  // A pending request is resolved as approved.
  if (current?.status === 'p') return { to: 'a', reason: null };
  if (!campaignOpen(record))
    return {
      fail: 'campaign_not_active',
      message: `Campaign ${item.campaignId} is not active; partners cannot be invited to it`,
    };
  // No participation, or a rejected one: an invitation the partner accepts by requesting.
  return { to: 't', reason: null };
};

const REJECT: DecisionRule = ({ item, current, partnerStatus }) => {
  if (partnerStatus === null)
    return {
      fail: 'entity_not_found',
      message: `Publisher ${item.partnerId} is not a partner on this network`,
    };
  if (!current)
    return {
      fail: 'entity_not_found',
      message: `Publisher ${item.partnerId} has neither requested nor been invited to campaign ${item.campaignId}`,
    };
  if (current.status === 'r') return { keep: true };
  return { to: 'r', reason: null };
};

/**
 * Invites partners to campaigns, or rejects them, for every (campaign, partner) pair of
 * the selection, campaign by campaign. Invite: p -> a, none or r -> t (active campaigns
 * only), a and t unchanged; only partners approved on the network. Reject: a, p, t -> r, r
 * unchanged, none fails. More than MAX_PAIRS pairs is a 400 and nothing changes.
 */
export async function decideNetworkPartners(
  db: Db,
  principal: Principal,
  networkId: number,
  decision: 'invite' | 'reject',
  campaignIds: number[],
  selection: PartnerSelection,
): Promise<DecisionOutcome[]> {
  requireOwnNetwork(principal, networkId);
  requireRole(principal, ['network', 'brand'], 'invite or reject partners');
  const campaigns = [...new Set(campaignIds)];
  const partnerIds = await selectedPartnerIds(db, networkId, selection);
  if (partnerIds.length * campaigns.length > MAX_PAIRS) {
    const path = 'partnerIds' in selection ? ['publisher_id'] : ['filter'];
    const what =
      'partnerIds' in selection
        ? `${partnerIds.length}`
        : partnerIds.length > MAX_PAIRS
          ? `more than ${MAX_PAIRS}`
          : `${partnerIds.length}`;
    throw AppError.field(
      path,
      'too_many_items',
      `${path[0]} selects ${what} partner(s) for ${campaigns.length} campaign(s); at most ${MAX_PAIRS} partner-campaign pairs per call`,
    );
  }
  const items = campaigns.flatMap((campaignId) =>
    partnerIds.map((partnerId) => ({ campaignId, partnerId })),
  );
  return decidePairs(db, principal, networkId, items, decision === 'invite' ? INVITE : REJECT);
}
