import { apiRoute, endpoint } from '@/lib/api/http/route';
import { csvStream, type CsvColumn } from '@/lib/api/http/csv';
import { pathId } from '@/lib/api/http/params';
import { presentCampaignReference } from '@/lib/api/presenters/tracking';
import { CampaignReferenceListResponse } from '@/lib/schemas/tracking';
import { listCampaignReferences, type CampaignReference } from '@/lib/services/tracking';

const COLUMNS: CsvColumn<CampaignReference>[] = [
  { header: 'Advertiser', value: (r) => r.brandName },
  { header: 'Campaign', value: (r) => r.campaignTitle },
  { header: 'camref', value: (r) => r.camref },
];

// GET /reference/publisher/camref/{publisher_id}(.csv|.json|.xml): the partner's campaign
// references, one per campaign it is approved on. .csv is the reference's (Advertiser, Campaign,
// camref); JSON and XML (ours) add the ids and the tracking link. Staff or the partner's users.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml', 'csv'],
  GET: endpoint({
    summary:
      "A partner's campaign references (camrefs), one per approved campaign; .csv has the reference's columns Advertiser, Campaign, camref",
    reference: 'partnerize-campaign-references-v1 GET /reference/publisher/camref/{publisher_id}',
    responses: { 200: CampaignReferenceListResponse },
    handler: async ({ db, principal, params, format, origin }) => {
      const partnerId = pathId(params.publisher_id, 'Publisher');
      const refs = await listCampaignReferences(db, principal, partnerId);
      if (format === 'csv') {
        async function* one() {
          yield refs;
        }
        return {
          stream: csvStream(COLUMNS, one()),
          headers: {
            'Content-Disposition': `attachment; filename="camrefs-${partnerId}.csv"`,
          },
        };
      }
      return {
        body: {
          count: refs.length,
          camrefs: refs.map((r) => ({ camref: presentCampaignReference(r, origin) })),
        },
      };
    },
  }),
});
