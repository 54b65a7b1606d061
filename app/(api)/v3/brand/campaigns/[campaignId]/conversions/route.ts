import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentConversionV3 } from '@/lib/api/presenters/conversion';
import { ConversionV3Response, RecordConversionIn } from '@/lib/schemas/conversion';
import { recordConversion } from '@/lib/services/conversions';

// POST /v3/brand/campaigns/{campaignId}/conversions: record one conversion, our own operation
// (docs/api-decisions.md#recording-conversions).
// 201 when recorded; 200 with the stored conversion when its conversion_reference was
// already recorded in the campaign for the same sale (a retry creates nothing).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      'Record a conversion (server-to-server, ours). The partner needs an approved participation; commission comes from the ' +
      "campaign's default commission in the campaign's currency. Idempotent on conversion_reference per campaign: a retry " +
      'answers 200 with the stored conversion and creates nothing; the same reference with another publisher, value or currency is a 400.',
    reference: 'ours',
    responses: { 201: ConversionV3Response, 200: ConversionV3Response },
    body: RecordConversionIn,
    handler: async ({ db, principal, params, body }) => {
      const { conversion, created } = await recordConversion(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        body,
      );
      return { status: created ? 201 : 200, body: { data: presentConversionV3(conversion) } };
    },
  }),
});
