import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentConversionTracking } from '@/lib/api/presenters/attribution';
import { ConversionTrackingIn, ConversionTrackingResponse } from '@/lib/schemas/attribution';
import { getAttributionSettings, updateAttributionSettings } from '@/lib/services/attribution';
import { trackingBaseUrl } from '@/lib/services/tracking';

// GET and PATCH /v3/brand/campaigns/{campaignId}/conversion-tracking (ours): how the campaign
// takes conversion URLs (pixels on or off, voucher precedence, the tracking secret's age) and
// ready-made tags (docs/jobs-and-conversions.md#attribution).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "Read a campaign's conversion tracking: pixel conversions on or off, voucher precedence, the secret's age, the conversion URL and tags",
    reference: 'ours',
    responses: { 200: ConversionTrackingResponse },
    handler: async ({ db, principal, params, origin }) => ({
      body: {
        data: presentConversionTracking(
          await getAttributionSettings(db, principal, pathId(params.campaignId, 'Campaign')),
          trackingBaseUrl(origin),
        ),
      },
    }),
  }),
  PATCH: endpoint({
    summary:
      'Turn pixel (unsigned) conversions on or off and voucher precedence over clicks on or off',
    reference: 'ours',
    responses: { 200: ConversionTrackingResponse },
    body: ConversionTrackingIn,
    handler: async ({ db, principal, params, body, origin }) => ({
      body: {
        data: presentConversionTracking(
          await updateAttributionSettings(db, principal, pathId(params.campaignId, 'Campaign'), {
            voucherPrecedence: body.voucher_precedence,
            pixelConversions: body.pixel_conversions,
          }),
          trackingBaseUrl(origin),
        ),
      },
    }),
  }),
});
