import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentSelfBill } from '@/lib/api/presenters/self-bill';
import { SelfBillListResponse, SelfBillQuery } from '@/lib/schemas/payment-runs';
import { listSelfBills } from '@/lib/services/payment-runs';

const utc = (text: string | undefined) =>
  text === undefined
    ? undefined
    : new Date(`${text.length === 10 ? `${text} 00:00:00` : text}Z`.replace(' ', 'T'));

// GET /user/publisher/{publisher_id}/selfbill: the partner's self-bills, newest first
// (docs/payments.md#self-bills-built). Staff and the partner's own users.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: "A partner's self-bills, newest first, with links to their PDF and CSV of items",
    reference: 'partnerize-self-billing GET /user/publisher/{publisher_id}/selfbill',
    query: SelfBillQuery,
    responses: { 200: SelfBillListResponse },
    handler: async ({ db, principal, params, query, origin }) => {
      const bills = await listSelfBills(db, principal, pathId(params.publisher_id, 'Publisher'), {
        startDate: utc(query.start_date),
        endDate: utc(query.end_date),
        currency: query.currency,
        status: query.status,
      });
      return { body: { selfbills: bills.map((b) => presentSelfBill(b, origin)) } };
    },
  }),
});
