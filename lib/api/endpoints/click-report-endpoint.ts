import type { z } from 'zod';
import { endpoint, type OperationDoc } from '../http/endpoint';
import { csvStream } from '../http/csv';
import { pathId } from '../http/params';
import { parseOrThrow } from '../http/validation';
import {
  clickCsvColumns,
  presentBrandClickReport,
  presentPartnerClickReport,
} from '../presenters/click-report';
import {
  ClickReportQuery,
  ClickReportQueryDoc,
  clickReportQueryInput,
} from '@/lib/schemas/click-report';
import {
  clickReportPage,
  clickReportPages,
  type ClickReportTarget,
} from '@/lib/services/click-reports';

/** GET of a click report, partner or brand side: offset paging with count; .csv streams every row. */
export function clickReportEndpoint(
  doc: OperationDoc,
  side: { side: ClickReportTarget['side']; param: string; response: z.ZodType },
) {
  const what = side.side === 'partner' ? 'Publisher' : 'Campaign';
  return endpoint({
    ...doc,
    responses: { 200: side.response },
    query: ClickReportQueryDoc,
    handler: async ({ db, principal, params, request, format }) => {
      const query = parseOrThrow(
        ClickReportQuery,
        clickReportQueryInput(new URL(request.url).searchParams),
      );
      const id = pathId(params?.[side.param], what);
      const target: ClickReportTarget =
        side.side === 'partner'
          ? { side: 'partner', partnerId: id }
          : { side: 'brand', campaignId: id };
      if (format === 'csv') {
        const pages = await clickReportPages(db, principal, target, query);
        const name = side.side === 'partner' ? `clicks-${id}` : `clicks-campaign-${id}`;
        return {
          stream: csvStream(clickCsvColumns(side.side, query.timezone), pages),
          headers: { 'Content-Disposition': `attachment; filename="${name}.csv"` },
        };
      }
      const page = await clickReportPage(db, principal, target, query);
      const present = side.side === 'partner' ? presentPartnerClickReport : presentBrandClickReport;
      return { body: present(page, query, request.url) };
    },
  });
}
