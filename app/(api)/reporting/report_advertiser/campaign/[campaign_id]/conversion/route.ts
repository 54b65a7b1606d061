import { apiRoute } from '@/lib/api/http/route';
import { conversionReportEndpoint } from '@/lib/api/endpoints/conversion-report-endpoint';
import { BrandConversionReportResponse } from '@/lib/schemas/conversion';

// GET /reporting/report_advertiser/campaign/{campaign_id}/conversion(.json|.xml|.csv):
// Brand conversion report of one campaign; offset or cursor pagination; .csv streams every row.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml', 'csv'],
  GET: conversionReportEndpoint(
    {
      summary:
        "A campaign's conversions in a window (start_date, end_date defaulting to now, or text_date; timezone), with the " +
        "reference's filters (statuses[], currency, publisher_id, conversion_id, conversion_reference, ref_conversion_metric_id, " +
        'date_type, multipivot) and offset (offset, real count) or cursor pagination (cursor_id, limit up to 300). Staff and ' +
        "brand users granted the campaign's brand; every item, with commission and display_to_publisher. .csv streams all rows",
      reference:
        'partnerize-brand-conversions GET /reporting/report_advertiser/campaign/{campaign_id}/conversion.{format}',
    },
    { side: 'brand', param: 'campaign_id', response: BrandConversionReportResponse },
  ),
});
