import type { z } from 'zod';
import type { Principal } from '@/lib/auth/principal';
import type { Db } from '@/lib/services/database';
import {
  DatabaseListResponse,
  DatabaseResponse,
  WebsiteListResponse,
  WebsiteResponse,
} from '@/lib/schemas/partner';
import { CreateDatabasesIn, UpdateDatabasesIn } from '@/lib/schemas/database';
import { CreateWebsitesIn, UpdateWebsitesIn } from '@/lib/schemas/website';
import {
  createDatabases,
  createWebsites,
  getDatabase,
  getWebsite,
  listDatabases,
  listWebsites,
  updateDatabases,
  updateWebsites,
  type DatabaseRow,
  type WebsiteRow,
} from '@/lib/services/partners';
import { endpoint, type OperationDoc, type RouteSpec } from '../http/endpoint';
import { pathId } from '../http/params';
import { presentDatabase, presentWebsite } from '../presenters/partner';

/**
 * The v1 partner websites and databases routes, /user/publisher/{publisher_id}/website(s) and
 * /database(s): the same list, create, bulk update and get over two kinds of item. Each route file
 * names its operations (summary and reference); this module builds the rest.
 */

/** One kind of item a partner keeps: its body keys, schemas, services and presenter. */
interface PartnerItemKind<Row, Collection extends string, Item extends string> {
  /** The collection's key in bodies, e.g. `websites`. */
  collection: Collection;
  /** One item's key in bodies and its path parameter's stem, e.g. `website` (`website_id`). */
  item: Item;
  /** How a bad id in the path reads in the 404, e.g. `Website`. */
  notFoundName: string;
  present: (row: Row) => object;
  listResponse: z.ZodType;
  itemResponse: z.ZodType;
  createBody: z.ZodType;
  updateBody: z.ZodType;
  list: (db: Db, principal: Principal, partnerId: number) => Promise<Row[]>;
  // `never[]`: the items are the body as its schema parsed it, typed by the service itself.
  create: (db: Db, principal: Principal, partnerId: number, items: never[]) => Promise<Row[]>;
  update: (db: Db, principal: Principal, partnerId: number, items: never[]) => Promise<Row[]>;
  get: (db: Db, principal: Principal, partnerId: number, itemId: number) => Promise<Row>;
}

export const websiteItems = {
  collection: 'websites',
  item: 'website',
  notFoundName: 'Website',
  present: presentWebsite,
  listResponse: WebsiteListResponse,
  itemResponse: WebsiteResponse,
  createBody: CreateWebsitesIn,
  updateBody: UpdateWebsitesIn,
  list: listWebsites,
  create: createWebsites,
  update: updateWebsites,
  get: getWebsite,
} satisfies PartnerItemKind<WebsiteRow, 'websites', 'website'>;

export const databaseItems = {
  collection: 'databases',
  item: 'database',
  notFoundName: 'Database',
  present: presentDatabase,
  listResponse: DatabaseListResponse,
  itemResponse: DatabaseResponse,
  createBody: CreateDatabasesIn,
  updateBody: UpdateDatabasesIn,
  list: listDatabases,
  create: createDatabases,
  update: updateDatabases,
  get: getDatabase,
} satisfies PartnerItemKind<DatabaseRow, 'databases', 'database'>;

type Params = Record<string, string | string[] | undefined>;
const partnerIdOf = (params: Params) => pathId(params.publisher_id, 'Publisher');

/** GET, POST and PUT on a partner's collection: list, create, update in bulk. */
export function partnerItemsRoute<Row, C extends string, I extends string>(
  kind: PartnerItemKind<Row, C, I>,
  docs: { GET: OperationDoc; POST: OperationDoc; PUT: OperationDoc },
): RouteSpec {
  const collection = (rows: Row[]) => ({
    count: rows.length,
    [kind.collection]: rows.map((row) => ({ [kind.item]: kind.present(row) })),
  });
  const itemsOf = (body: unknown) => (body as Record<C, never[]>)[kind.collection];
  return {
    version: 'v1',
    formats: ['json', 'xml'],
    GET: endpoint({
      ...docs.GET,
      responses: { 200: kind.listResponse },
      handler: async ({ db, principal, params }) => ({
        body: collection(await kind.list(db, principal, partnerIdOf(params))),
      }),
    }),
    POST: endpoint({
      ...docs.POST,
      responses: { 201: kind.listResponse },
      body: kind.createBody,
      handler: async ({ db, principal, params, body }) => ({
        status: 201,
        body: collection(await kind.create(db, principal, partnerIdOf(params), itemsOf(body))),
      }),
    }),
    PUT: endpoint({
      ...docs.PUT,
      responses: { 200: kind.listResponse },
      body: kind.updateBody,
      handler: async ({ db, principal, params, body }) => ({
        body: collection(await kind.update(db, principal, partnerIdOf(params), itemsOf(body))),
      }),
    }),
  };
}

/** GET on one item of a partner's collection. */
export function partnerItemRoute<Row, C extends string, I extends string>(
  kind: PartnerItemKind<Row, C, I>,
  docs: { GET: OperationDoc },
): RouteSpec {
  return {
    version: 'v1',
    formats: ['json', 'xml'],
    GET: endpoint({
      ...docs.GET,
      responses: { 200: kind.itemResponse },
      handler: async ({ db, principal, params }) => {
        const itemId = pathId(params[`${kind.item}_id`], kind.notFoundName);
        const row = await kind.get(db, principal, partnerIdOf(params), itemId);
        return { body: { [kind.item]: kind.present(row) } };
      },
    }),
  };
}
