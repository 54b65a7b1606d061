import { apiRoute } from '@/lib/api/http/route';
import { clickReportEndpoint } from '@/lib/api/endpoints/click-report-endpoint';
import { PartnerClickReportResponse } from '@/lib/schemas/click-report';

// GET /reporting/report_publisher/publisher/{publisher_id}/click(.json|.xml|.csv): a partner's clicks.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml', 'csv'],
  GET: clickReportEndpoint(
    {
      summary:
        "A partner's clicks in a window (start_date, end_date defaulting to now, or text_date; timezone), offset-paged " +
        '(offset, limit up to 300) with count and unique_click_count; statuses[] fresh/used, multipivot campaign and ' +
        'publisher_reference. Staff and the partner itself; invalid clicks included (abuse verdicts read filtered). .csv streams all rows',
      reference:
        'partnerize-partner-clicks GET /reporting/report_publisher/publisher/{publisher_id}/click.{format}',
    },
    { side: 'partner', param: 'publisher_id', response: PartnerClickReportResponse },
  ),
});
