import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPartnerGroup } from '@/lib/api/presenters/partner-groups';
import { PartnerGroupResponse } from '@/lib/schemas/partner-groups';
import { getCampaignGroup } from '@/lib/services/partner-groups';

// GET /campaign/{campaign_id}/commission_group/{commission_group_id}: one group of the campaign
// with its partners.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'Retrieve a partner (commission) group of a campaign with its partners',
    reference:
      'partnerize-partner-groups GET /campaign/{campaign_id}/commission_group/{commission_group_id}',
    responses: { 200: PartnerGroupResponse },
    handler: async ({ db, principal, params }) => {
      const group = await getCampaignGroup(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        pathId(params.commission_group_id, 'Commission group'),
      );
      return { body: { commission_group: presentPartnerGroup(group) } };
    },
  }),
});
