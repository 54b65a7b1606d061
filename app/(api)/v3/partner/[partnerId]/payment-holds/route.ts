import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { PartnerHoldsResponse } from '@/lib/schemas/fraud';
import { partnerOpenHolds } from '@/lib/services/fraud';

// GET /v3/partner/{partnerId}/payment-holds (ours): the partner's open payment holds, the
// incident behind a fraud hold, and whom to contact (docs/fraud.md#what-the-partner-sees).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "A partner's open payment holds: since when, why (the fraud incident's metric and campaign, or the staff's reason) and whom to contact (our operation; staff and the partner's users)",
    reference: 'ours',
    responses: { 200: PartnerHoldsResponse },
    handler: async ({ db, principal, params }) => {
      const { holds, network } = await partnerOpenHolds(
        db,
        principal,
        pathId(params.partnerId, 'Partner'),
      );
      return {
        body: {
          data: holds.map((h) => ({
            id: String(h.id),
            held_since: h.since.toISOString(),
            reason: h.reason,
            fraud:
              h.metric && h.campaignId !== null
                ? {
                    metric: h.metric,
                    campaign_id: String(h.campaignId),
                    campaign_title: h.campaignTitle ?? '',
                  }
                : null,
          })),
          contact: { network_name: network.name, email: network.contactEmail },
        },
      };
    },
  }),
});
