import type { TermsAcknowledgementRecord } from '@/lib/services/terms';
import type { TermsAcknowledgementItemOut } from '@/lib/schemas/terms-acknowledgements';
import { isoDateTime } from './common';

/** An item of GET /v3/network/{networkId}/terms-acknowledgements. */
export function presentTermsAcknowledgement(
  r: TermsAcknowledgementRecord,
): TermsAcknowledgementItemOut {
  return {
    id: String(r.ack.id),
    terms_id: String(r.ack.termsId),
    locale: r.terms.locale,
    country: r.terms.country,
    version: r.ack.version,
    content_sha256: r.ack.contentSha256,
    partner: r.partner
      ? { partner_id: String(r.partner.id), account_name: r.partner.accountName }
      : null,
    user: r.user ? { user_id: String(r.user.id), user_name: r.user.userName } : null,
    created_at: isoDateTime(r.ack.createdAt),
  };
}
