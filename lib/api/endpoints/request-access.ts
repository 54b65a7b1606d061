import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { pathId } from '../http/params';
import { presentCampaignWithParticipation } from '../presenters/campaign';
import { PartnerCampaignListResponse, RequestAccessIn } from '@/lib/schemas/participation';
import { participationRecordsOf, requestAccess } from '@/lib/services/participations';

/**
 * Request access to campaigns (v1, obsolete): served at /user/publisher/{publisher_id}/campaign
 * and, with a {status} segment that is accepted and ignored
 * (docs/api-decisions.md#request-access-ignores-status), at .../campaign/{status}.
 * All or nothing; 201 (docs/api-decisions.md#creates-answer-201).
 */
export const requestAccessEndpoint = endpoint({
  summary: 'Request access to campaigns (obsolete: use the v2 campaign requests)',
  reference: 'partnerize-campaigns-v1 POST /user/publisher/{publisher_id}/campaign/{status}',
  responses: { 201: PartnerCampaignListResponse },
  body: RequestAccessIn,
  // Any {status} segment is not read: it is accepted and ignored.
  params: z.object({ publisher_id: z.string() }),
  handler: async ({ db, principal, params, body, origin }) => {
    const partnerId = pathId(params.publisher_id, 'Publisher');
    const outcomes = await requestAccess(
      db,
      principal,
      partnerId,
      body.campaigns.map((c) => ({ campaignId: c.campaign_id, termsId: c.terms_id })),
    );
    const records = await participationRecordsOf(db, principal, partnerId, outcomes);
    return {
      status: 201,
      body: {
        count: records.length,
        campaigns: records.map((r) => ({ campaign: presentCampaignWithParticipation(r, origin) })),
      },
    };
  },
});
