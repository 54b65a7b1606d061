import type { Principal } from '@/lib/auth/principal';
import { COUNTRY_LIST } from '@/lib/schemas/reference/data';
import { PROMOTIONAL_METHODS, VERTICALS } from '@/lib/schemas/reference';
import type {
  InviteOutcomesResponse,
  QueueItemOut,
  QueuePartnerOut,
  RequestInviteFiltersResponse,
} from '@/lib/schemas/request-invite-queue';
import type {
  PartnerOutcomes,
  PartnerWithWebsites,
  QueueFilterValues,
  QueueItem,
} from '@/lib/services/participations';
import type { WebsiteRow } from '@/lib/services/partners';
import type { z } from 'zod';
import { brandShownName } from './campaign';
import { imageUrl, isoDateTime, v1DateTime } from './common';
import { currencyOut } from './invitations';

const COUNTRY_NAMES = new Map(COUNTRY_LIST.map((c) => [c.iso, c.printable_name]));

const countryOut = (iso: string) => ({ iso, name: COUNTRY_NAMES.get(iso) ?? iso });

const websiteOut = (w: WebsiteRow) => ({
  id: String(w.id),
  website_url: w.websiteUrl,
  description: w.description,
});

/**
 * The reference's Partner of the request and invite queue. Brand users get the limited view:
 * no contact name, e-mail or phone (docs/api-decisions.md#partners-as-brand-users-see-them).
 */
export function presentQueuePartner(
  { partner: p, websites }: PartnerWithWebsites,
  origin: string,
  viewer: Principal,
): QueuePartnerOut {
  const promotional = [
    ...new Set(websites.flatMap((w) => (w.websiteCountry ? [w.websiteCountry.toUpperCase()] : []))),
  ].sort();
  return {
    id: String(p.id),
    name: p.accountName,
    reporting_identifier: p.reportingIdentifier ?? '',
    active: p.networkStatus === 'a',
    company_name: p.companyName,
    company_logo: imageUrl(origin, p.logo),
    ...(viewer.role === 'brand'
      ? {}
      : {
          contact_name: p.contactName,
          contact_email: p.contactEmail,
          phone_number: [p.phoneArea, p.phone].filter(Boolean).join(' '),
        }),
    description: p.description ?? '',
    account_created: v1DateTime(p.createdAt),
    operating_country: p.operatingCountry ? countryOut(p.operatingCountry.toUpperCase()) : null,
    vertical: { id: String(p.vertical), name: VERTICALS[p.vertical] ?? '' },
    promotional_method: {
      id: p.promotionalMethod,
      name: PROMOTIONAL_METHODS[p.promotionalMethod] ?? '',
    },
    promotional_countries: promotional.map(countryOut),
    websites: websites.map(websiteOut),
  };
}

/** A request or invitation of the per-partner view. */
export function presentQueueItem(i: QueueItem): QueueItemOut {
  return {
    id: String(i.participation.id),
    campaign: {
      id: String(i.campaign.id),
      default_destination: i.campaign.destinationUrl,
      title: i.campaign.title,
      currency: currencyOut(i.campaign.defaultCurrency),
      advertiser_id: String(i.brand.id),
      advertiser_name: brandShownName(i.brand),
    },
    updated_at: isoDateTime(i.participation.updatedAt),
  };
}

type Filters = z.infer<typeof RequestInviteFiltersResponse>['filters'];

export function presentQueueFilters(v: QueueFilterValues): Filters {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    promo_methods: v.promoMethodIds
      .map((id) => ({ name: PROMOTIONAL_METHODS[id] ?? String(id), value: String(id) }))
      .sort(byName),
    verticals: v.verticalIds
      .map((id) => ({ name: VERTICALS[id] ?? String(id), value: String(id) }))
      .sort(byName),
    campaigns: v.campaigns.map((c) => ({ name: c.title, value: String(c.id) })),
    operating_countries: v.operatingCountries
      .map((iso) => ({ name: countryOut(iso).name, value: iso }))
      .sort(byName),
    statuses: ['invited', 'requested'],
    custom_promo_methods: [],
    custom_verticals: [],
    advertisers: v.brands.map((b) => ({ name: b.name, value: String(b.id) })),
  };
}

type OutcomePartnerOut = z.infer<typeof InviteOutcomesResponse>['partners'][number];

export function presentOutcomePartner(p: PartnerOutcomes): OutcomePartnerOut {
  return {
    id: String(p.partner.id),
    name: p.partner.accountName,
    company_name: p.partner.companyName,
    campaigns: p.outcomes.map((o) => ({
      id: String(o.record.row.id),
      name: o.record.row.title,
      status: o.status,
      approval_date:
        o.current?.status === 'a' && o.current.approvedAt
          ? isoDateTime(o.current.approvedAt)
          : null,
      current_status: o.current?.status ?? null,
      reason: o.reason,
    })),
    websites: p.websites.map(websiteOut),
  };
}

/** The CSV columns of POST .../invite/network-partners.csv, one row per partner and campaign. */
export const INVITE_OUTCOME_CSV_COLUMNS = [
  { header: 'partner_id', value: (r: OutcomeRow) => r.partner.id },
  { header: 'partner_name', value: (r: OutcomeRow) => r.partner.name },
  { header: 'company_name', value: (r: OutcomeRow) => r.partner.company_name },
  { header: 'partner_website', value: (r: OutcomeRow) => r.partner.websites[0]?.website_url ?? '' },
  { header: 'campaign_id', value: (r: OutcomeRow) => r.campaign.id },
  { header: 'campaign_name', value: (r: OutcomeRow) => r.campaign.name },
  { header: 'campaign_status', value: (r: OutcomeRow) => r.campaign.status },
  { header: 'campaign_approval_date', value: (r: OutcomeRow) => r.campaign.approval_date ?? '' },
];

export interface OutcomeRow {
  partner: OutcomePartnerOut;
  campaign: OutcomePartnerOut['campaigns'][number];
}

/** The CSV rows of one page of the preview. */
export const outcomeRows = (page: PartnerOutcomes[]): OutcomeRow[] =>
  page.flatMap((p) => {
    const partner = presentOutcomePartner(p);
    return partner.campaigns.map((campaign) => ({ partner, campaign }));
  });
