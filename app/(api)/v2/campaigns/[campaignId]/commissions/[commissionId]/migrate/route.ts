import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCommission } from '@/lib/api/presenters/commission';
import { CommissionResponse } from '@/lib/schemas/commission';
import { migrateRule, withRecord } from '@/lib/services/commissions';

// POST /v2/campaigns/{campaignId}/commissions/{commissionId}/migrate: a version 1 commission
// (made by the v1 voucher commission API) becomes version 2; a version 2 one is answered as is.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary: 'Migrate a version 1 commission to version 2 (a version 2 one is answered unchanged)',
    reference:
      'partnerize-commissions POST /v2/campaigns/{campaignId}/commissions/{commissionId}/migrate',
    responses: { 200: CommissionResponse },
    handler: async ({ db, params, principal }) => {
      const row = await migrateRule(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        pathId(params.commissionId, 'Commission'),
      );
      return { body: { commission: presentCommission(await withRecord(db, row)) } };
    },
  }),
});
