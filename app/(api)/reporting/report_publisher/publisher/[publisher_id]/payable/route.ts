import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPayableReport } from '@/lib/api/presenters/payments';
import { PayableReportQuery, PayableReportResponse } from '@/lib/schemas/payments';
import { payableReport } from '@/lib/services/ledger';

// GET /reporting/report_publisher/publisher/{publisher_id}/payable: the partner's payable
// conversions with totals per currency (docs/payments.md#reading-balances-built). Staff and the
// partner's own users.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary:
      "A partner's payable conversions, one item per conversion net of adjustments (payable true once available), oldest first (limit up to 300, offset), with totals per currency over all of them",
    reference:
      'partnerize-partner-payable GET /reporting/report_publisher/publisher/{publisher_id}/payable',
    query: PayableReportQuery,
    responses: { 200: PayableReportResponse },
    handler: async ({ db, principal, params, query }) => {
      const page = { limit: query.limit, offset: query.offset };
      const report = await payableReport(
        db,
        principal,
        pathId(params.publisher_id, 'Publisher'),
        page,
      );
      return { body: presentPayableReport(report, page) };
    },
  }),
});
