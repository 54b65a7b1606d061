import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { isoDateTime } from '@/lib/api/presenters/common';
import { TrackingSecretReadResponse, TrackingSecretResponse } from '@/lib/schemas/attribution';
import { getAttributionSettings, updateAttributionSettings } from '@/lib/services/attribution';

// GET /v3/brand/campaigns/{campaignId}/conversion-tracking/secret (ours): the tracking secret,
// the HMAC key of signed conversion URLs (postbacks), for staff and the campaign's brand users
// to copy into their shop (docs/api-decisions.md#tracking-secret).
// POST .../secret: makes a new one; the previous one stops working at once.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "Reveal the campaign's tracking secret (the key that signs its conversion URLs); null until one is made",
    reference: 'ours',
    responses: { 200: TrackingSecretReadResponse },
    handler: async ({ db, principal, params }) => {
      const settings = await getAttributionSettings(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
      );
      return {
        body: {
          data: {
            campaign_id: String(settings.campaignId),
            tracking_secret: settings.trackingSecret,
            secret_created_at: settings.secretCreatedAt
              ? isoDateTime(settings.secretCreatedAt)
              : null,
          },
        },
      };
    },
  }),
  POST: endpoint({
    summary:
      "Make a new tracking secret for signing the campaign's conversion URLs; the old one stops working at once",
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
