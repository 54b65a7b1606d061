import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentSelfBill } from '@/lib/api/presenters/self-bill';
import { SelfBillResponse } from '@/lib/schemas/payment-runs';
import { getSelfBill } from '@/lib/services/payment-runs';

// GET /user/publisher/{publisher_id}/selfbill/{publisher_self_bill_id}: one self-bill
// (docs/payments.md#self-bills-built). Staff and the partner's own users.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'One self-bill of the partner, with links to its PDF and CSV of items',
    reference:
      'partnerize-self-billing GET /user/publisher/{publisher_id}/selfbill/{publisher_self_bill_id}',
    responses: { 200: SelfBillResponse },
    handler: async ({ db, principal, params, origin }) => {
      const bill = await getSelfBill(
        db,
        principal,
        pathId(params.publisher_id, 'Publisher'),
        pathId(params.publisher_self_bill_id, 'Self-bill'),
      );
      return { body: presentSelfBill(bill, origin) };
    },
  }),
});
