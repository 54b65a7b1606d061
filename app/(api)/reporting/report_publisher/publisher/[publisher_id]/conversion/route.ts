import { apiRoute } from '@/lib/api/http/route';
import { conversionReportEndpoint } from '@/lib/api/endpoints/conversion-report-endpoint';
import { ConversionReportResponse } from '@/lib/schemas/conversion';

// GET /reporting/report_publisher/publisher/{publisher_id}/conversion(.json|.xml|.csv):
// Partner conversion report; offset or cursor pagination; .csv streams every row from the cursor on.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml', 'csv'],
  GET: conversionReportEndpoint(
    {
      summary:
        "A partner's conversions in a window (start_date, end_date defaulting to now, or text_date; timezone), with the " +
        "reference's filters (statuses[], currency, campaign_id, conversion_id, conversion_reference, ref_conversion_metric_id, " +
        'date_type, multipivot) and offset (offset, real count) or cursor pagination (cursor_id, limit up to 300). A cursor walk ' +
        'is fixed by its first page; totals are per currency over the whole set. .csv streams all rows with a header row',
      reference:
        'partnerize-partner-conversions GET /reporting/report_publisher/publisher/{publisher_id}/conversion.{format}',
    },
    { side: 'partner', param: 'publisher_id', response: ConversionReportResponse },
  ),
});
