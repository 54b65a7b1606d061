import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPartnerGroup } from '@/lib/api/presenters/partner-groups';
import { PartnerGroupListResponse } from '@/lib/schemas/partner-groups';
import { listCampaignGroups } from '@/lib/services/partner-groups';

// GET /campaign/{campaign_id}/commission_group: the campaign's partner (commission) groups with
// their members (staff, or a brand user granted the campaign's brand).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: "List a campaign's partner (commission) groups with their partners",
    reference: 'partnerize-partner-groups GET /campaign/{campaign_id}/commission_group',
    responses: { 200: PartnerGroupListResponse },
    handler: async ({ db, principal, params }) => {
      const groups = await listCampaignGroups(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
      );
      return {
        body: {
          count: groups.length,
          commission_groups: groups.map((g) => ({ commission_group: presentPartnerGroup(g) })),
        },
      };
    },
  }),
});
