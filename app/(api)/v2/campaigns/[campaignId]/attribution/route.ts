import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentAttributionSettings } from '@/lib/api/presenters/attribution';
import { AttributionSettingsIn, AttributionSettingsResponse } from '@/lib/schemas/attribution';
import { getAttributionSettings, updateAttributionSettings } from '@/lib/services/attribution';

// GET and PATCH /v2/campaigns/{campaignId}/attribution: the campaign's attribution settings in
// the reference's shape (partnerize-attribution). Of its models we run exclusive codes = voucher
// precedence; the others read false and refuse true
// (docs/api-decisions.md#attribution-and-conversion-urls).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary:
      "Read a campaign's attribution settings (exclusive_codes: voucher codes beat clicks; the other models are not supported)",
    reference: 'partnerize-attribution GET /v2/campaigns/{campaignId}/attribution',
    responses: { 200: AttributionSettingsResponse },
    handler: async ({ db, principal, params }) => ({
      body: {
        data: presentAttributionSettings(
          await getAttributionSettings(db, principal, pathId(params.campaignId, 'Campaign')),
        ),
      },
    }),
  }),
  PATCH: endpoint({
    summary:
      "Change a campaign's attribution settings: exclusive_codes true gives valid voucher codes precedence over clicks",
    reference: 'partnerize-attribution PATCH /v2/campaigns/{campaignId}/attribution',
    responses: { 200: AttributionSettingsResponse },
    body: AttributionSettingsIn,
    handler: async ({ db, principal, params, body }) => ({
      body: {
        data: presentAttributionSettings(
          await updateAttributionSettings(db, principal, pathId(params.campaignId, 'Campaign'), {
            voucherPrecedence: body.exclusive_codes,
          }),
        ),
      },
    }),
  }),
});
