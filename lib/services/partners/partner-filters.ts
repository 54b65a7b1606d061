import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  brands,
  campaigns,
  partnerGroupMembers,
  partnerGroups,
  participations,
  partnerCollectionMembers,
  partnerCollections,
  partners,
  partnerWebsites,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { NetworkStatus, ParticipationStatus } from '@/lib/schemas/enums';
import type { PublisherFilters } from '@/lib/schemas/publisher-filters';
import { AppError } from '@/lib/errors';
import { isStaff } from '../access';
import { anyId } from '../audit/change-set';

/**
 * The v2 partner list filters as SQL over `partners` (docs/api-decisions.md#v2-partner-lists):
 * shared by the lists, the ids, the CSV export and the partner collections' set-based adds.
 * Brand users see every partner of the network in the limited view, so what they filter on is
 * limited the same way: campaigns and groups of their granted brands only, and never the
 * private fields (contact e-mail, locale) nor the staff's collections.
 */

const NONE = sql`false`;

/** Ids as the filters take them: text; one that is not one of ours matches nothing. */
function numericIds(values: (string | number)[]): number[] {
  return values
    .map((v) => String(v).trim())
    .filter((v) => /^[1-9][0-9]{0,15}$/.test(v))
    .map(Number);
}

const idIn = (column: Parameters<typeof anyId>[0], values: string[]) => {
  const ids = numericIds(values);
  return ids.length ? anyId(column, ids) : NONE;
};

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const PARTICIPATION_OF = {
  approved: 'a',
  requested: 'p',
  invited: 't',
  rejected: 'r',
} as const satisfies Record<string, ParticipationStatus>;

const NETWORK_STATUS_OF: Record<string, NetworkStatus | null> = {
  approved: 'a',
  pending: 'p',
  rejected: 'r',
  // Discovery states: no partner of ours is in them.
  invited: null,
  requested: null,
  a: 'a',
  p: 'p',
  r: 'r',
  n: 'n',
};

/** Campaigns the caller may filter by: the network's, and a brand user's granted brands' only. */
function campaignVisible(principal: Principal): SQL {
  if (isStaff(principal)) return sql`true`;
  return principal.brandIds.length ? anyId(campaigns.brandId, principal.brandIds) : NONE;
}

function campaignCondition(principal: Principal, networkId: number, f: PublisherFilters): SQL {
  const statuses = f.campaign_statuses ?? [];
  const inCampaigns = f.campaign_ids ? idIn(campaigns.id, f.campaign_ids) : sql`true`;
  const held = statuses.filter((s) => s !== 'available').map((s) => PARTICIPATION_OF[s]);
  const branches: SQL[] = [];
  if (held.length || !statuses.length) {
    const statusIn = held.length ? inArray(participations.status, held) : sql`true`;
    branches.push(sql`exists (select 1 from ${participations}
      join ${campaigns} on ${campaigns.id} = ${participations.campaignId}
      where ${participations.partnerId} = ${partners.id}
        and ${participations.networkId} = ${networkId}
        and ${statusIn} and ${inCampaigns} and ${campaignVisible(principal)})`);
  }
  if (statuses.includes('available'))
    branches.push(sql`exists (select 1 from ${campaigns}
      join ${brands} on ${brands.id} = ${campaigns.brandId}
      where ${campaigns.networkId} = ${networkId} and ${campaigns.status} = 'a'
        and ${brands.status} = 'a' and ${inCampaigns} and ${campaignVisible(principal)}
        and not exists (select 1 from ${participations}
          where ${participations.campaignId} = ${campaigns.id}
            and ${participations.partnerId} = ${partners.id}))`);
  return or(...branches)!;
}

function groupCondition(principal: Principal, networkId: number, ids: string[]): SQL {
  const visible = isStaff(principal)
    ? sql`true`
    : sql`${partnerGroups.campaignId} in (select ${campaigns.id} from ${campaigns} where ${campaignVisible(principal)})`;
  return sql`exists (select 1 from ${partnerGroupMembers}
    join ${partnerGroups} on ${partnerGroups.id} = ${partnerGroupMembers.groupId}
    where ${partnerGroupMembers.partnerId} = ${partners.id}
      and ${partnerGroups.networkId} = ${networkId}
      and ${idIn(partnerGroups.id, ids)} and ${visible})`;
}

/** A collection that is live: not deleted, not past its ttl. */
export const collectionLive = () =>
  sql`${partnerCollections.deletedAt} is null and (${partnerCollections.expiresAt} is null or ${partnerCollections.expiresAt} > now())`;

function collectionCondition(networkId: number, id: string): SQL {
  return sql`exists (select 1 from ${partnerCollectionMembers}
    join ${partnerCollections} on ${partnerCollections.id} = ${partnerCollectionMembers.collectionId}
    where ${partnerCollectionMembers.partnerId} = ${partners.id}
      and ${partnerCollections.networkId} = ${networkId}
      and ${idIn(partnerCollections.id, [id])} and ${collectionLive()})`;
}

const websiteExists = (condition: SQL) =>
  sql`exists (select 1 from ${partnerWebsites}
    where ${partnerWebsites.partnerId} = ${partners.id} and ${partnerWebsites.active} and ${condition})`;

/** Filters only staff may use: they match on what brand users cannot see. */
function refuseStaffOnly(principal: Principal, f: PublisherFilters) {
  if (isStaff(principal)) return;
  const used = (['publisher_email', 'locales', 'partner_collection_id'] as const).filter(
    (name) => f[name] !== undefined,
  );
  if (used.length)
    throw new AppError(
      'forbidden',
      `Only network staff may filter by ${used.join(', ')}: brand users do not see it`,
    );
}

function searchCondition(principal: Principal, text: string): SQL {
  const pattern = like(text);
  const searched: SQL[] = [
    ilike(partners.accountName, pattern),
    ilike(partners.companyName, pattern),
  ];
  // Brand users cannot see the contact e-mail, so they cannot search by it either.
  if (isStaff(principal)) searched.push(ilike(partners.contactEmail, pattern));
  if (/^[1-9][0-9]{0,15}$/.test(text)) searched.push(eq(partners.id, Number(text)));
  return or(...searched)!;
}

function dateConditions(range: NonNullable<PublisherFilters['account_created']>): SQL[] {
  const out: SQL[] = [];
  if (range.from) out.push(gte(partners.createdAt, new Date(`${range.from}T00:00:00Z`)));
  if (range.to) {
    const end = new Date(`${range.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    out.push(lt(partners.createdAt, end));
  }
  return out;
}

/** Every condition of the filters (ANDed), starting with the network's own partners. */
function partnerConditions(principal: Principal, networkId: number, f: PublisherFilters): SQL[] {
  refuseStaffOnly(principal, f);
  const out: SQL[] = [eq(partners.networkId, networkId)];
  if (f.ids) out.push(idIn(partners.id, f.ids));
  if (f.account_created) out.push(...dateConditions(f.account_created));
  if (f.campaign_ids || f.campaign_statuses?.length)
    out.push(campaignCondition(principal, networkId, f));
  if (f.commission_group_ids)
    out.push(groupCondition(principal, networkId, f.commission_group_ids));
  if (f.company_name) out.push(ilike(partners.companyName, like(f.company_name)));
  // include_discovery: we have no partners pending from discovery, so it changes nothing.
  // website_verified: we verify no website, so y matches no partner and n every partner.
  if (f.website_verified === 'y') out.push(NONE);
  if (f.locales) out.push(inArray(sql`lower(${partners.contactLocale})`, f.locales));
  if (f.network_statuses) {
    const letters = f.network_statuses
      .map((s) => NETWORK_STATUS_OF[s])
      .filter((s): s is NetworkStatus => s !== null && s !== undefined);
    out.push(letters.length ? inArray(partners.networkStatus, letters) : NONE);
  }
  if (f.operating_countries) out.push(inArray(partners.operatingCountry, f.operating_countries));
  if (f.partner_collection_id !== undefined)
    out.push(collectionCondition(networkId, f.partner_collection_id));
  if (f.promotional_countries)
    out.push(websiteExists(inArray(partnerWebsites.websiteCountry, f.promotional_countries)));
  if (f.promotional_method_ids)
    out.push(inArray(partners.promotionalMethod, f.promotional_method_ids));
  if (f.publisher_email) out.push(ilike(partners.contactEmail, like(f.publisher_email)));
  if (f.publisher_name)
    out.push(
      ilike(
        sql`coalesce(nullif(${partners.companyName}, ''), ${partners.accountName})`,
        like(f.publisher_name),
      ),
    );
  // We keep no partner tags: a tag filter matches no partner.
  if (f.publisher_tag_ids) out.push(NONE);
  if (f.publisher_website)
    out.push(websiteExists(ilike(partnerWebsites.websiteUrl, like(f.publisher_website))));
  if (f.reporting_identifier) out.push(eq(partners.reportingIdentifier, f.reporting_identifier));
  if (f.search) out.push(searchCondition(principal, f.search));
  if (f.vertical_ids) out.push(inArray(partners.vertical, f.vertical_ids));
  return out;
}

/** The filters' conditions less the excluded ids, as one SQL condition. */
export function selectionWhere(
  principal: Principal,
  networkId: number,
  f: PublisherFilters,
  excluded: (string | number)[] = [],
): SQL {
  const conditions = partnerConditions(principal, networkId, f);
  const ids = numericIds(excluded);
  if (ids.length) conditions.push(sql`not (${anyId(partners.id, ids)})`);
  return and(...conditions)!;
}

const SORT_COLUMNS = {
  id: partners.id,
  name: partners.accountName,
  company_name: partners.companyName,
  account_created: partners.createdAt,
  network_status: partners.networkStatus,
} as const;

/** The order of a list: the sort asked for (id ascending by default), ties broken by id. */
export function partnerOrder(sort: PublisherFilters['sort']): SQL[] {
  const key = sort?.key ?? 'id';
  const direction = sort?.descending ? desc : asc;
  return key === 'id'
    ? [direction(partners.id)]
    : [direction(SORT_COLUMNS[key]), direction(partners.id)];
}
