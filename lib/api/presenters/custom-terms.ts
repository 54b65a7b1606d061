import type {
  CampaignCustomTermsListItemOut,
  CampaignCustomTermsOut,
  CombinedTermsItemOut,
} from '@/lib/schemas/terms-custom';
import type { CombinedTermsItem, CustomTermsItem, TermsWithStatus } from '@/lib/services/terms';
import { v1DateTime, yn } from './common';

/** The reference's Campaign Custom Terms and Conditions Entity. */
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
