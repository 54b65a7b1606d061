import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentAvailableCommission } from '@/lib/api/presenters/payments';
import { AvailableCommissionListResponse } from '@/lib/schemas/payments';
import { availableCommission } from '@/lib/services/ledger';

// GET /user/publisher/{publisher_id}/available_commission: the partner's available balance per
// currency (docs/payments.md#reading-balances-built). Staff and the partner's own users.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary:
      "A partner's available commission per currency (the ledger balance) with the conversions behind it; converted is the same currency until exchange rates exist",
    reference:
      'partnerize-available-commission GET /user/publisher/{publisher_id}/available_commission',
    responses: { 200: AvailableCommissionListResponse },
    handler: async ({ db, principal, params }) => {
      const partnerId = pathId(params.publisher_id, 'Publisher');
      const rows = await availableCommission(db, principal, partnerId);
      return {
        body: {
          available_commissions: rows.map((r) => presentAvailableCommission(r, partnerId)),
        },
      };
    },
  }),
});
