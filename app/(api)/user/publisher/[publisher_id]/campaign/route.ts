import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { presentCampaignWithParticipation } from '@/lib/api/presenters/campaign';
import { PartnerCampaignListOut, RequestAccessIn } from '@/lib/schemas/participation';
import { participationRecordsOf, requestAccess } from '@/lib/services/participations';

// POST /user/publisher/{publisher_id}/campaign: Request access to campaigns (op 26, obsolete),
// without the optional {status} segment (decision 5). All or nothing; 201 (decision 1).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: endpoint({
    summary: 'Request access to campaigns (op 26, obsolete; use op 27)',
    responses: { 201: PartnerCampaignListOut },
    body: RequestAccessIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const partnerId = pathId(params.publisher_id, 'Publisher');
      const outcomes = await requestAccess(db, principal, partnerId, body.campaigns.map((c) => ({ campaignId: c.campaign_id, termsId: c.terms_id })));
      const records = await participationRecordsOf(db, principal, partnerId, outcomes);
      return { status: 201, body: { count: records.length, campaigns: records.map((r) => ({ campaign: presentCampaignWithParticipation(r, origin) })) } };
    },
  }),
});
