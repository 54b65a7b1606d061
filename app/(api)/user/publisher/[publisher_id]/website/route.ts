import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { presentWebsite } from '@/lib/api/presenters/partner';
import { WebsiteListResponse } from '@/lib/schemas/partner';
import { CreateWebsitesIn, UpdateWebsitesIn } from '@/lib/schemas/website';
import { createWebsites, listWebsites, updateWebsites, type WebsiteRow } from '@/lib/services/websites';

const collection = (rows: WebsiteRow[]) => ({ count: rows.length, websites: rows.map((w) => ({ website: presentWebsite(w) })) });

// Partner websites: list (op 15), create (op 16), update in bulk (op 17).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List partner websites (op 15)',
    responses: { 200: WebsiteListResponse },
    handler: async ({ db, principal, params }) => ({ body: collection(await listWebsites(db, principal, pathId(params.publisher_id, 'Publisher'))) }),
  }),
  POST: endpoint({
    summary: 'Create partner websites (op 16)',
    responses: { 201: WebsiteListResponse },
    body: CreateWebsitesIn,
    handler: async ({ db, principal, params, body }) => ({
      status: 201,
      body: collection(await createWebsites(db, principal, pathId(params.publisher_id, 'Publisher'), body.websites)),
    }),
  }),
  PUT: endpoint({
    summary: 'Update partner websites; each item carries its website_id (op 17)',
    responses: { 200: WebsiteListResponse },
    body: UpdateWebsitesIn,
    handler: async ({ db, principal, params, body }) => ({
      body: collection(await updateWebsites(db, principal, pathId(params.publisher_id, 'Publisher'), body.websites)),
    }),
  }),
});
