import type { z } from 'zod';
import { endpoint, type OperationDoc } from '../http/endpoint';
import { csvStream } from '../http/csv';
import { pathId } from '../http/params';
import { parseOrThrow } from '../http/validation';
import {
  presentBrandReport,
  presentReport,
  reportCsvColumns,
} from '../presenters/conversion-report';
import {
  ConversionReportQuery,
  ConversionReportQueryDoc,
  reportQueryInput,
} from '@/lib/schemas/conversion';
import {
  conversionReportPage,
  conversionReportPages,
  type ReportTarget,
} from '@/lib/services/conversions';

interface ReportSide {
  side: ReportTarget['side'];
  /** The path parameter naming the partner (partner side) or the campaign (brand side). */
  param: string;
  response: z.ZodType;
}

function targetOf(side: ReportSide, id: number): ReportTarget {
  return side.side === 'partner'
    ? { side: 'partner', partnerId: id }
    : { side: 'brand', campaignId: id };
}

/**
 * GET of a conversion report, partner or brand side: offset or cursor pagination; .csv streams
 * every row from the cursor on.
 */
export function conversionReportEndpoint(doc: OperationDoc, side: ReportSide) {
  const what = side.side === 'partner' ? 'Publisher' : 'Campaign';
  return endpoint({
    ...doc,
    responses: { 200: side.response },
    // Documents the parameters; the handler reads them itself (array keys, multipivot).
    query: ConversionReportQueryDoc,
    handler: async ({ db, principal, params, request, format }) => {
      const query = parseOrThrow(
        ConversionReportQuery,
        reportQueryInput(new URL(request.url).searchParams),
      );
      const id = pathId(params?.[side.param], what);
      const target = targetOf(side, id);
      if (format === 'csv') {
        const pages = await conversionReportPages(db, principal, target, query);
        const name = side.side === 'partner' ? `conversions-${id}` : `conversions-campaign-${id}`;
        return {
          stream: csvStream(reportCsvColumns(side.side, query.timezone), pages),
          headers: { 'Content-Disposition': `attachment; filename="${name}.csv"` },
        };
      }
      const page = await conversionReportPage(db, principal, target, query);
      const present = side.side === 'partner' ? presentReport : presentBrandReport;
      return { body: present(page, query, request.url) };
    },
  });
}
