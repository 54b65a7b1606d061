import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { presentWebsite } from '@/lib/api/presenters/partner';
import { CreateWebsitesIn, UpdateWebsitesIn } from '@/lib/schemas/website';
import { createWebsites, listWebsites, updateWebsites, type WebsiteRow } from '@/lib/services/websites';

const collection = (rows: WebsiteRow[]) => ({ count: rows.length, websites: rows.map((w) => ({ website: presentWebsite(w) })) });

// Partner websites: list (op 15), create (op 16), update in bulk (op 17).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    handler: async ({ db, principal, params }) => ({ body: collection(await listWebsites(db, principal, pathId(params.publisher_id, 'Publisher'))) }),
  }),
  POST: endpoint({
    body: CreateWebsitesIn,
    handler: async ({ db, principal, params, body }) => ({
      status: 201,
      body: collection(await createWebsites(db, principal, pathId(params.publisher_id, 'Publisher'), body.websites)),
    }),
  }),
  PUT: endpoint({
    body: UpdateWebsitesIn,
    handler: async ({ db, principal, params, body }) => ({
      body: collection(await updateWebsites(db, principal, pathId(params.publisher_id, 'Publisher'), body.websites)),
    }),
  }),
});
