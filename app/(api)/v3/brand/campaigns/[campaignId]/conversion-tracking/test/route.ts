import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentConversionTest } from '@/lib/api/presenters/attribution';
import { ConversionTestIn, ConversionTestResponse } from '@/lib/schemas/attribution';
import { testConversion } from '@/lib/services/attribution';

// POST /v3/brand/campaigns/{campaignId}/conversion-tracking/test (ours): how a sale would be
// attributed and paid if it arrived now (partner, rule, commission, why each clickref and the
// voucher code count or not); nothing is recorded (docs/api-decisions.md#test-a-conversion).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      'Test a conversion: which partner it would credit, by which rule, and the commission (nothing is recorded)',
    reference: 'ours',
    body: ConversionTestIn,
    responses: { 200: ConversionTestResponse },
    handler: async ({ db, principal, params, body }) => ({
      body: {
        data: presentConversionTest(
          await testConversion(db, principal, pathId(params.campaignId, 'Campaign'), {
            clickrefs: body.clickref ?? [],
            voucherCode: body.voucher_code,
            partnerId: body.publisher_id,
            value: body.value,
            currency: body.currency,
            conversionTime: body.conversion_time,
            conversionReference: body.conversion_reference,
          }),
        ),
      },
    }),
  }),
});
