import type { AcknowledgementRow, TermsRow } from '@/lib/services/terms';
import type { AcknowledgementOut, TermOut, TermV3Out } from '@/lib/schemas/terms';
import { isoDateTime } from './common';

// Legacy: ref_legal_entity_id codes of the real API (1 UK, 2 US, 3 Australia, 4 Brazil,
// 5 Japan, 6 Singapore, 7 China); terms for any other or no country use 1.
const LEGAL_ENTITIES: Record<string, string> = {
  GB: '1',
  US: '2',
  AU: '3',
  BR: '4',
  JP: '5',
  SG: '6',
  CN: '7',
};

/** The network terms' `term` (GET /reference/terms/...). */
export function presentTerm(t: TermsRow): TermOut {
  return {
    locale: t.locale,
    ref_legal_entity_id: (t.country && LEGAL_ENTITIES[t.country]) || t.legalEntityId,
    ref_terms_and_conditions_locale_id: String(t.id),
    terms_and_conditions: t.content,
    tnc_type: t.tncType,
  };
}

/** An item of GET /v3/brand/network-terms-and-conditions, plus the country and version the terms apply to. */
export function presentTermV3(t: TermsRow): TermV3Out {
  return {
    id: String(t.id),
    terms_locale_id: String(t.id),
    content: t.content,
    locale: t.locale,
    country: t.country,
    version: t.version,
    created_at: isoDateTime(t.createdAt),
  };
}

export function presentAcknowledgement(a: AcknowledgementRow): AcknowledgementOut {
  return {
    id: String(a.id),
    network_id: String(a.networkId),
    terms_locale_id: String(a.termsId),
    version: a.version,
    content_sha256: a.contentSha256,
    partner_id: a.partnerId === null ? null : String(a.partnerId),
    created_by: a.userId === null ? null : String(a.userId),
    created_at: isoDateTime(a.createdAt),
  };
}
