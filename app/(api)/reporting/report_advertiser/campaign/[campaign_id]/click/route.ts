import { apiRoute } from '@/lib/api/http/route';
import { clickReportEndpoint } from '@/lib/api/endpoints/click-report-endpoint';
import { BrandClickReportResponse } from '@/lib/schemas/click-report';

// GET /reporting/report_advertiser/campaign/{campaign_id}/click(.json|.xml|.csv): a campaign's clicks.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml', 'csv'],
  GET: clickReportEndpoint(
    {
      summary:
        "A campaign's clicks in a window (start_date, end_date defaulting to now, or text_date; timezone), offset-paged " +
        '(offset, limit up to 300) with count and unique_click_count; statuses[] fresh/used, multipivot publisher and ' +
        "advertiser_reference. Staff and brand users granted the campaign's brand; invalid clicks with their reason. .csv streams all rows",
      reference:
        'partnerize-brand-clicks GET /reporting/report_advertiser/campaign/{campaign_id}/click.{format}',
    },
    { side: 'brand', param: 'campaign_id', response: BrandClickReportResponse },
  ),
});
