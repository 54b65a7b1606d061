/**
 * Terms partners accept. Network terms (network-terms.ts, published by
 * publish-network-terms.ts, accepted per network-terms-acknowledgements.ts); a campaign's
 * custom terms (campaign-terms.ts, accepted per campaign-terms-acknowledgements.ts); and
 * a campaign's custom terms as seen for one partner (partner-custom-terms.ts). Brand side:
 * general and partner terms (custom-terms.ts, get-custom-terms.ts, delete-custom-terms.ts),
 * which partners partner terms apply to (custom-terms-associations.ts), and which terms apply
 * to a partner (applicable-terms.ts); all the terms binding a partner (combined-terms.ts).
 */

export { applicableCustomTerms } from './applicable-terms';
export { combinedTermsForPartner, type CombinedTermsItem } from './combined-terms';
export { createCustomTerms, listCustomTerms, type CustomTermsItem } from './custom-terms';
export { associateCustomTerms, dissociateCustomTerms } from './custom-terms-associations';
export { deleteCustomTerms } from './delete-custom-terms';
export { getCustomTerms } from './get-custom-terms';
export {
  getCampaignTerms,
  getCustomTermsForPartner,
  listCampaignTerms,
  type CampaignTermsRow,
  type TermsWithStatus,
} from './campaign-terms';
export {
  acknowledgeCampaignTerms,
  getCampaignTermsAcknowledgement,
  listCampaignTermsAcknowledgements,
  type CampaignTermsAckRow,
} from './campaign-terms-acknowledgements';
export { listCurrentTerms, listTermsHistory, termsFor, type TermsRow } from './network-terms';
export {
  acknowledgeTerms,
  checkPartnerTerms,
  listTermsAcknowledgements,
  type AcknowledgementRow,
  type PartnerTermsCheck,
  type TermsAcknowledgementRecord,
} from './network-terms-acknowledgements';
export { getPartnerCustomTerms, type PartnerCustomTerms } from './partner-custom-terms';
export { publishTerms } from './publish-network-terms';
