import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPaymentHistory } from '@/lib/api/presenters/partner-payments';
import { PaymentHistoryResponse } from '@/lib/schemas/partner-payments';
import { partnerPaymentHistory } from '@/lib/services/partner-payments';

// GET /v3/partner/{partnerId}/self-bills (ours): the partner's payment history, the self-bills
// with their returned items (docs/partner-self-service.md#payments). Staff and the partner's users.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "A partner's self-bills, newest first, each with its status (issued, paid, returned), amounts as exact text, the items the bank returned with the reason, and the paths of its PDF and CSV (our operation; staff and the partner's users)",
    reference: 'ours',
    responses: { 200: PaymentHistoryResponse },
    handler: async ({ db, principal, params }) => {
      const rows = await partnerPaymentHistory(db, principal, pathId(params.partnerId, 'Partner'));
      return { body: { data: rows.map(presentPaymentHistory) } };
    },
  }),
});
