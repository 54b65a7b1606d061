import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { presentDatabase } from '@/lib/api/presenters/partner';
import { DatabaseListResponse } from '@/lib/schemas/partner';
import { CreateDatabasesIn, UpdateDatabasesIn } from '@/lib/schemas/database';
import { createDatabases, listDatabases, updateDatabases, type DatabaseRow } from '@/lib/services/databases';

const collection = (rows: DatabaseRow[]) => ({ count: rows.length, databases: rows.map((d) => ({ database: presentDatabase(d) })) });

// Partner databases: list (op 19), create (op 20), update in bulk (op 21).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List partner databases (op 19)',
    responses: { 200: DatabaseListResponse },
    handler: async ({ db, principal, params }) => ({ body: collection(await listDatabases(db, principal, pathId(params.publisher_id, 'Publisher'))) }),
  }),
  POST: endpoint({
    summary: 'Create partner databases (op 20)',
    responses: { 201: DatabaseListResponse },
    body: CreateDatabasesIn,
    handler: async ({ db, principal, params, body }) => ({
      status: 201,
      body: collection(await createDatabases(db, principal, pathId(params.publisher_id, 'Publisher'), body.databases)),
    }),
  }),
  PUT: endpoint({
    summary: 'Update partner databases; each item carries its database_id (op 21)',
    responses: { 200: DatabaseListResponse },
    body: UpdateDatabasesIn,
    handler: async ({ db, principal, params, body }) => ({
      body: collection(await updateDatabases(db, principal, pathId(params.publisher_id, 'Publisher'), body.databases)),
    }),
  }),
});
