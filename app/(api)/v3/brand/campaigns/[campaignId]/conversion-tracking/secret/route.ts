import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { isoDateTime } from '@/lib/api/presenters/common';
import { TrackingSecretResponse } from '@/lib/schemas/attribution';
import { updateAttributionSettings } from '@/lib/services/attribution';

// POST /v3/brand/campaigns/{campaignId}/conversion-tracking/secret (ours): makes a new tracking
// secret, the HMAC key of signed conversion URLs (postbacks), and shows it this once; the
// previous one stops working at once.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      "Make a new tracking secret for signing the campaign's conversion URLs; shown once, the old one stops working",
    reference: 'ours',
    responses: { 201: TrackingSecretResponse },
    handler: async ({ db, principal, params }) => {
      const settings = await updateAttributionSettings(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        { rotateSecret: true },
      );
      return {
        status: 201,
        body: {
          data: {
            campaign_id: String(settings.campaignId),
            tracking_secret: settings.trackingSecret!,
            secret_created_at: isoDateTime(settings.secretCreatedAt!),
          },
        },
      };
    },
  }),
});
