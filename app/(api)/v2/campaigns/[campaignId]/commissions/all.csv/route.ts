import { apiRoute, endpoint } from '@/lib/api/http/route';
import { csvStream } from '@/lib/api/http/csv';
import { pathId } from '@/lib/api/http/params';
import { COMMISSION_CSV_COLUMNS } from '@/lib/api/presenters/commission-csv';
import { CommissionsCsvQuery } from '@/lib/schemas/commission';
import { commissionCsvRows } from '@/lib/services/commissions';

async function* onePage<T>(rows: T[]) {
  yield rows;
}

// GET /v2/campaigns/{campaignId}/commissions/all.csv: every commission of the campaign, one
// line per rate or target, in the reference's columns (the campaign default first).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: "Download a campaign's commissions as CSV (type, status and a date window filter)",
    reference:
      'partnerize-commissions-csv-download GET /v2/campaigns/{campaignId}/commissions/all.csv',
    query: CommissionsCsvQuery,
    responses: { 200: null },
    produces: 'text/csv',
    handler: async ({ db, principal, params, query }) => {
      const campaignId = pathId(params.campaignId, 'Campaign');
      const rows = await commissionCsvRows(db, principal, campaignId, {
        from: query.start_date_time,
        to: query.end_date_time,
        type: query.type,
        status: query.status,
      });
      return {
        stream: csvStream(COMMISSION_CSV_COLUMNS, onePage(rows), {
          delimiter: ',',
          encoding: 'utf-8',
        }),
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="commissions-${campaignId}.csv"`,
        },
      };
    },
  }),
});
