import { CURRENCY_INFO } from '@/lib/schemas/enums';
import type {
  CampaignPartnerOut,
  CampaignRequestResultOut,
  CampaignTermsAckV3Out,
  CampaignTermsV3Out,
  DecisionsResponse,
  DiscoveryAdvertiserOut,
  DiscoveryCampaignOut,
  ParticipationV3Out,
} from '@/lib/schemas/participation';
import { VERTICALS } from '@/lib/schemas/reference';
import type { CampaignTermsAckRow, CampaignTermsRow } from '@/lib/services/terms';
import type { DiscoveredAdvertiser, DiscoveredCampaign } from '@/lib/services/discovery';
import type { Principal } from '@/lib/auth/principal';
import {
  camrefOf,
  type CampaignPartner,
  type DecisionOutcome,
  type ParticipationRecord,
  type RequestOutcome,
} from '@/lib/services/participations';
import { buildTrackingLink } from '@/lib/services/tracking';
import { imageUrl, isoDateTime, v1DateTime, yn } from './common';
import { presentDatabase, presentPartnerFor, presentWebsite } from './partner';
import { brandShownName } from './campaign';

/**
 * An item of the v3 partner participations. An approved participation carries its tracking link
 * (and the cpc form) on our tracking path (TRACKING_BASE_URL, else `origin`); other statuses and
 * the mobile link (no app tracking here) are null.
 */
export function presentParticipationV3(
  { record, participation, agreedLatestTerms }: ParticipationRecord,
  origin: string,
): ParticipationV3Out {
  const extra = record.row.extra;
  const flag = (key: string, fallback: 'y' | 'n') =>
    extra[key] === 'y' || extra[key] === 'n' ? (extra[key] as 'y' | 'n') : fallback;
  const link = (type?: 'cpc') =>
    participation.status === 'a'
      ? buildTrackingLink(origin, {
          campaignId: record.row.id,
          partnerId: participation.partnerId,
          type,
        }).url
      : null;
  return {
    campaign_id: String(record.row.id),
    status: participation.status,
    approved: participation.approvedAt ? isoDateTime(participation.approvedAt) : null,
    agreed_latest_terms: yn(agreedLatestTerms),
    custom_terms: yn(record.customTerms !== null),
    campaign_info: {
      title: record.row.title,
      secure_tracking: flag('secure_tracking', 'y'),
      cpc_tracking_link: link('cpc'),
      destination_url: record.row.destinationUrl,
      tracking_link: link(),
      tracking_link_mobile: null,
      allow_deep_linking: flag('allow_deep_linking', 'y'),
      campaign_languages:
        (extra.campaign_languages as
          Record<string, { destination_url: string }> | null | undefined) ?? null,
    },
  };
}

/**
 * No participation AVAILABLE, p REQUESTED, t INVITED, r REJECTED; a is never listed
 * (docs/api-decisions.md#participation-status-per-version).
 */
const DISCOVERY_STATUS = { p: 'REQUESTED', t: 'INVITED', r: 'REJECTED', a: 'AVAILABLE' } as const;

function presentDiscoveryCampaign(
  { record, status }: DiscoveredCampaign,
  origin: string,
  withIcon: boolean,
): DiscoveryCampaignOut {
  const { row } = record;
  const currency = CURRENCY_INFO[row.defaultCurrency] ?? { name: row.defaultCurrency, symbol: '' };
  const out: DiscoveryCampaignOut = {
    id: String(row.id),
    default_destination: row.destinationUrl,
    title: row.title,
    currency: { iso: row.defaultCurrency, ...currency },
    vertical: { id: String(row.verticalId), name: VERTICALS[row.verticalId] ?? '' },
    status: status === null ? 'AVAILABLE' : DISCOVERY_STATUS[status],
  };
  if (withIcon) out.campaign_icon = imageUrl(origin, record.icon);
  return out;
}

/** A flat advertiser item of v2 discovery; campaign_icon only in the single-advertiser response. */
export function presentDiscoveryAdvertiser(
  found: DiscoveredAdvertiser,
  origin: string,
  withCampaignIcon: boolean,
): DiscoveryAdvertiserOut {
  const { brand } = found;
  return {
    id: String(brand.id),
    name: brand.companyName,
    display_name: brandShownName(brand),
    contact_email: brand.contactEmail,
    description: null,
    advertiser_icon: imageUrl(origin, found.icon),
    network: { id: String(found.network.id), name: found.network.name },
    address: {
      line1: brand.address1,
      line2: brand.address2,
      line3: brand.address3,
      line4: brand.address4,
      postcode: brand.postcode,
      country: brand.country,
    },
    campaigns: found.campaigns.map((c) => presentDiscoveryCampaign(c, origin, withCampaignIcon)),
  };
}

/** One item of the v2 campaign requests' `results` (our compatible extra). */
export function presentRequestResult(o: RequestOutcome): CampaignRequestResultOut {
  return {
    campaign_id: String(o.item.campaignId),
    advertiser_id: String(o.item.advertiserId ?? o.record?.row.brandId ?? ''),
    success: o.error === null,
    status: o.participation?.status ?? null,
    changed: o.changed,
    error: o.error
      ? {
          code: o.error.code,
          message: o.error.message,
          ...(o.error.termsId !== undefined ? { terms_id: String(o.error.termsId) } : {}),
        }
      : null,
  };
}

/** v2 accept/decline/invite/reject: the counts, and our per-pair `results` (a compatible extra). */
export function presentDecisions(outcomes: DecisionOutcome[]): DecisionsResponse {
  const failures = outcomes.filter((o) => o.error).length;
  return {
    success_count: outcomes.length - failures,
    failure_count: failures,
    results: outcomes.map(presentDecisionResult),
  };
}

/** One item of their `results`. */
function presentDecisionResult(o: DecisionOutcome): DecisionsResponse['results'][number] {
  return {
    campaign_id: String(o.item.campaignId),
    publisher_id: String(o.item.partnerId),
    success: o.error === null,
    status: o.participation?.status ?? null,
    error: o.error,
  };
}

export function presentCampaignTermsV3(t: CampaignTermsRow): CampaignTermsV3Out {
  return {
    id: String(t.id),
    campaign_id: String(t.campaignId),
    version: t.version,
    title: t.title,
    locale: t.locale,
    content: t.content,
    created_at: isoDateTime(t.createdAt),
  };
}

export function presentCampaignTermsAck(a: CampaignTermsAckRow): CampaignTermsAckV3Out {
  return {
    id: String(a.id),
    partner_id: String(a.partnerId),
    campaign_terms_and_conditions_id: String(a.termsId),
    created_at: isoDateTime(a.createdAt),
    created_by: a.createdBy === null ? null : String(a.createdBy),
  };
}

/**
 * A partner on a campaign (v1 /campaign/{id}/publisher): the Partner record (with websites and
 * databases for staff) plus its campaign fields; brand users get the limited record (hidden
 * keys null, websites and databases empty)
 * (docs/api-decisions.md#partners-as-brand-users-see-them).
 */
export function presentCampaignPartner(
  cp: CampaignPartner,
  origin: string,
  viewer: Principal,
): CampaignPartnerOut {
  const terms = cp.record.customTerms;
  const { participation } = cp;
  return {
    ...presentPartnerFor(cp.partner, origin, viewer),
    // Brand users get both keys, empty: clients index them directly.
    websites: viewer.role !== 'brand' ? (cp.websites ?? []).map(presentWebsite) : [],
    databases: viewer.role !== 'brand' ? (cp.databases ?? []).map(presentDatabase) : [],
    // Legacy: v1 has no t; an invitation reads as p, and our `invited` tells the two apart.
    campaign_status: participation.status === 't' ? ('p' as const) : participation.status,
    invited: participation.status === 't' ? ('y' as const) : ('n' as const),
    campaign_custom_terms_and_conditions_id: terms ? String(terms.id) : '',
    campaign_custom_terms_and_conditions_title: terms ? terms.title : '',
    camref: camrefOf(participation.campaignId, participation.partnerId),
    participation_id: String(participation.id),
    campaign_approved: participation.approvedAt ? v1DateTime(participation.approvedAt) : null,
    ...(cp.history
      ? {
          campaign_status_history: cp.history.map((h) => ({
            from_status: h.fromStatus,
            to_status: h.toStatus,
            actor_user_id: h.actorUserId === null ? null : String(h.actorUserId),
            reason: h.reason,
            created: v1DateTime(h.createdAt),
          })),
        }
      : {}),
  };
}
