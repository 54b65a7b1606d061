import type {
  CampaignCustomTermsListItemOut,
  CampaignCustomTermsOut,
  CombinedTermsItemOut,
} from '@/lib/schemas/terms-custom';
import type { PartnerCustomTermsItemOut } from '@/lib/schemas/campaign';
import type {
  CombinedTermsItem,
  CustomTermsItem,
  PartnerCustomTerms,
  TermsWithStatus,
} from '@/lib/services/terms';
import { v1DateTime, yn } from './common';

/** The reference's Campaign Custom Terms and Conditions Entity; v1 lists it unwrapped too. */
export function presentCampaignCustomTerms({
  terms,
  active,
}: TermsWithStatus): CampaignCustomTermsOut {
  return {
    campaign_custom_terms_and_conditions_id: String(terms.id),
    campaign_id: String(terms.campaignId),
    title: terms.title,
    terms: terms.content,
    locale: terms.locale,
    active: yn(active),
    created: v1DateTime(terms.createdAt),
  };
}

/** A list item: the entity, its partners, and our version and partner_terms. */
export function presentCampaignCustomTermsItem(
  item: CustomTermsItem,
): CampaignCustomTermsListItemOut {
  return {
    ...presentCampaignCustomTerms(item),
    publishers: item.partnerIds.map(String),
    version: item.terms.version,
    partner_terms: yn(item.terms.partnerSpecific),
  };
}

export function presentCombinedTerms(item: CombinedTermsItem): CombinedTermsItemOut {
  return {
    title: item.title,
    content: item.content,
    type: item.type,
    campaign_id: item.campaignId === null ? null : String(item.campaignId),
    terms_id: item.termsId === null ? null : String(item.termsId),
    accepted: item.accepted === null ? null : yn(item.accepted),
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The terms as a downloadable HTML document (the content was sanitised when it was saved). */
export function customTermsDocument({ terms }: TermsWithStatus): {
  filename: string;
  html: string;
} {
  const title = escapeHtml(terms.title);
  return {
    filename: `custom-terms-${terms.campaignId}-${terms.id}.html`,
    html: `<!DOCTYPE html>\n<html lang="${escapeHtml(terms.locale.replace('_', '-'))}">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n</head>\n<body>\n<h1>${title}</h1>\n<p>Campaign ${terms.campaignId}, terms ${terms.id} (version ${terms.version}) of ${v1DateTime(terms.createdAt)} UTC</p>\n${terms.content}\n</body>\n</html>\n`,
  };
}

/**
 * The items of the brand-side custom terms read: the partner read's fields plus the partner's side. Legacy: `approved` is the string
 * "null" when the partner was never approved; `status` is v1's (t reads as p), "null" when
 * the partner is not on the campaign. `acknowledged` (ours) says whether the partner accepted
 * this version.
 */
export function presentPartnerCustomTerms({
  partnerId,
  participation,
  agreedLatestTerms,
  versions,
}: PartnerCustomTerms): PartnerCustomTermsItemOut[] {
  return versions.map((v) => ({
    ...presentCampaignCustomTerms(v),
    publisher_id: String(partnerId),
    approved: participation?.approvedAt ? v1DateTime(participation.approvedAt) : 'null',
    agreed_latest_terms: yn(agreedLatestTerms),
    status: participation ? (participation.status === 't' ? 'p' : participation.status) : 'null',
    acknowledged: yn(v.acknowledged),
  }));
}
