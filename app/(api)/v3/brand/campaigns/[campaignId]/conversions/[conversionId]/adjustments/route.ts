import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { adjustmentInputOf } from '@/lib/api/inputs/adjustment';
import { presentAdjustedConversion, presentAdjustmentV3 } from '@/lib/api/presenters/earnings';
import {
  AdjustmentIn,
  AdjustmentV3ListResponse,
  AdjustmentV3Response,
} from '@/lib/schemas/earnings';
import { adjustConversion, readAdjustments } from '@/lib/services/earnings';

// /v3/brand/campaigns/{campaignId}/conversions/{conversionId}/adjustments: amendments and
// refunds of an approved conversion, ours (docs/jobs-and-conversions.md#lifecycle).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "A conversion's adjustments (amendments and refunds), oldest first, with its recorded and net commission (ours)",
    reference: 'ours',
    responses: { 200: AdjustmentV3ListResponse },
    handler: async ({ db, principal, params }) => {
      const adjusted = await readAdjustments(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        pathId(params.conversionId, 'Conversion'),
      );
      return { body: { data: presentAdjustedConversion(adjusted) } };
    },
  }),
  POST: endpoint({
    summary:
      'Amend or refund an approved (or locked, or payable) conversion: a new adjustment row, never an edit in place; ' +
      'the net commission may not fall below 0 (ours)',
    reference: 'ours',
    responses: { 201: AdjustmentV3Response },
    body: AdjustmentIn,
    handler: async ({ db, principal, params, body }) => {
      const adjustment = await adjustConversion(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        pathId(params.conversionId, 'Conversion'),
        adjustmentInputOf(body),
      );
      return { status: 201, body: { data: presentAdjustmentV3(adjustment) } };
    },
  }),
});
