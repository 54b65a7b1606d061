import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { AppError } from '@/lib/errors';
import {
  WhitelistedPartnersResponse,
  WhitelistPartnerIn,
  WhitelistPartnerQuery,
  WhitelistPartnerResponse,
} from '@/lib/schemas/fraud';
import {
  listWhitelistedPartners,
  removeWhitelistedPartner,
  whitelistPartner,
} from '@/lib/services/fraud';

// GET, POST and DELETE /v2/campaigns/{campaign_id}/fraud/whitelisted-partners: partners the
// campaign's fraud rules exempt. The reference's DELETE names no partner: we take partner_id
// from the query (docs/fraud.md).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: "List the partners exempt from the campaign's fraud rules",
    reference:
      'partnerize-partner-whitelisting GET /v2/campaigns/{campaign_id}/fraud/whitelisted-partners',
    responses: { 200: WhitelistedPartnersResponse },
    handler: async ({ db, principal, params }) => {
      const rows = await listWhitelistedPartners(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
      );
      return {
        body: {
          count: rows.length,
          'whitelisted-partners': rows.map((p) => ({
            partner_id: String(p.id),
            partner_name: p.name,
          })),
        },
      };
    },
  }),
  POST: endpoint({
    summary: "Exempt a partner from the campaign's fraud rules",
    reference:
      'partnerize-partner-whitelisting POST /v2/campaigns/{campaign_id}/fraud/whitelisted-partners',
    body: WhitelistPartnerIn,
    responses: { 200: WhitelistPartnerResponse },
    handler: async ({ db, principal, params, body }) => {
      const campaignId = pathId(params.campaignId, 'Campaign');
      await whitelistPartner(db, principal, campaignId, body.partner_id);
      return { body: { partner_id: String(body.partner_id), campaign_id: String(campaignId) } };
    },
  }),
  DELETE: endpoint({
    summary: 'Remove a partner from the whitelist (partner_id in the query; 204)',
    reference:
      'partnerize-partner-whitelisting DELETE /v2/campaigns/{campaign_id}/fraud/whitelisted-partners',
    query: WhitelistPartnerQuery,
    responses: { 204: null },
    handler: async ({ db, principal, params, query }) => {
      if (query.partner_id === undefined)
        throw AppError.field(['partner_id'], 'required', 'partner_id is required');
      await removeWhitelistedPartner(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        query.partner_id,
      );
      return { status: 204 };
    },
  }),
});
