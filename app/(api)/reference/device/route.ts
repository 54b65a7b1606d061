import { apiRoute, endpoint } from '@/lib/api/http/route';
import { DeviceListResponse } from '@/lib/schemas/reference/responses';
import { listDevices } from '@/lib/services/reference-data';

// GET /reference/device: read-only reference data, the same for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List device types',
    reference: 'partnerize-devices GET /reference/device',
    responses: { 200: DeviceListResponse },
    handler: async () => ({ body: listDevices() }),
  }),
});
