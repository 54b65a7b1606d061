import { PROMOTIONAL_METHODS, VERTICALS, WEBSITE_TYPES } from '@/lib/schemas/reference';
import type { BrandPartnerProfile } from '@/lib/services/partners';
import { imageUrl, isoDateTime } from './common';

const named = (id: number, names: Record<number, string>) => ({
  id: String(id),
  name: names[id] ?? '',
});

export function presentBrandPartnerProfile(origin: string, p: BrandPartnerProfile) {
  const { partner } = p;
  return {
    publisher_id: String(partner.id),
    account_name: partner.accountName,
    company_name: partner.companyName,
    company_logo: imageUrl(origin, partner.logo),
    description: partner.description,
    created: isoDateTime(partner.createdAt),
    network_status: partner.networkStatus,
    operating_country: partner.operatingCountry,
    vertical: String(partner.vertical),
    vertical_name: VERTICALS[partner.vertical] ?? '',
    promotional_method: String(partner.promotionalMethod),
    promotional_method_name: PROMOTIONAL_METHODS[partner.promotionalMethod] ?? '',
    websites: p.websites.map((w) => ({
      website_id: String(w.id),
      website_url: w.websiteUrl,
      website_name: w.websiteName,
      description: w.description,
      website_type: named(w.websiteType, WEBSITE_TYPES),
      website_vertical: named(w.websiteVertical, VERTICALS),
      website_country: w.websiteCountry,
      primary: w.primary,
    })),
    databases: p.databases.map((d) => ({
      database_id: String(d.id),
      database_name: d.databaseName,
      creation_method: d.creationMethod,
      size: d.size,
      female: d.female,
      male: d.male,
      min_age: d.minAge,
      max_age: d.maxAge,
    })),
    campaigns: p.campaigns.map((c) => ({
      campaign_id: String(c.campaignId),
      title: c.title,
      advertiser_id: String(c.brandId),
      advertiser_name: c.brandName,
      campaign_status: c.status,
      since: isoDateTime(c.since),
      conversions: c.conversions,
      commission: c.commission,
      currency: c.currency,
      history: c.history.map((h) => ({
        from_status: h.from,
        to_status: h.to,
        at: isoDateTime(h.at),
        reason: h.reason,
      })),
    })),
  };
}
