import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject } from 'zod-openapi';
import type { ApiVersion } from '../envelopes';
import type { Method, RouteMeta } from '../route';
import {
  BODY_ERROR_STATUSES,
  ERROR_STATUSES,
  WRITE_ERROR_STATUSES,
  errorSchemas,
  isKeyedWrite,
} from './errors';
import { idempotencyHeader, rateLimitHeaders } from './headers';

/** One route method as an OpenAPI operation, from what its endpoint() declares. */

type Responses = Record<`${number}`, ZodOpenApiResponseObject>;

/** "user/publisher/[publisher_id]" -> "/user/publisher/{publisher_id}". */
export function openApiPath(folder: string): string {
  return `/${folder.replace(/\[([^\]]+)\]/g, '{$1}')}`;
}

const contentTypes = (meta: RouteMeta) => {
  const types: string[] = ['application/json'];
  if (meta.formats.includes('xml')) types.push('text/xml');
  return types;
};

const csvBody = z
  .string()
  .meta({ description: 'CSV (with the .csv suffix): a header row, then one row per item' });

/** v1/v2 bodies carry execution_time beside the payload; v3 passes the payload through. */
function successSchema(version: ApiVersion, schema: z.ZodType): z.ZodType {
  if (version === 'v3' || !(schema instanceof z.ZodObject)) return schema;
  return schema.extend({ execution_time: z.string().meta({ example: '0.01234 seconds' }) });
}

const exportBody = (type: 'text/csv' | 'application/pdf' | 'application/xml') =>
  type === 'application/pdf'
    ? z.string().meta({ description: 'A PDF document', format: 'binary' })
    : type === 'application/xml'
      ? z.string().meta({ description: 'An XML document' })
      : z.string().meta({ description: 'CSV: a header row, then one row per item' });

/** The content of one success response: a non-JSON export, the body in each format, or none. */
function successContent(meta: RouteMeta, schema: z.ZodType | null) {
  const { spec, version } = meta;
  if (spec.produces) {
    const produced = Array.isArray(spec.produces) ? spec.produces : [spec.produces];
    return { content: Object.fromEntries(produced.map((t) => [t, { schema: exportBody(t) }])) };
  }
  if (!schema) return {};
  return {
    content: {
      ...Object.fromEntries(
        contentTypes(meta).map((t) => [t, { schema: successSchema(version, schema) }]),
      ),
      ...(meta.formats.includes('csv') ? { 'application/octet-stream': { schema: csvBody } } : {}),
    },
  };
}

function responsesOf(method: Method, meta: RouteMeta): Responses {
  const responses: Responses = {};
  for (const [status, schema] of Object.entries(meta.spec.responses ?? {})) {
    responses[status as `${number}`] = {
      description: 'Success',
      headers: rateLimitHeaders,
      ...successContent(meta, schema),
    };
  }
  const errorStatuses = [
    ...Object.keys(ERROR_STATUSES),
    ...(isKeyedWrite(method, meta) ? Object.keys(WRITE_ERROR_STATUSES) : []),
    ...(meta.spec.body ? Object.keys(BODY_ERROR_STATUSES) : []),
  ];
  for (const status of errorStatuses) {
    responses[status as `${number}`] = {
      $ref: `#/components/responses/${meta.version}-${status}`,
    } as unknown as ZodOpenApiResponseObject;
  }
  if (meta.spec.conflict)
    responses['409'] = {
      description: meta.spec.conflict,
      headers: rateLimitHeaders,
      content: { 'application/json': { schema: errorSchemas[meta.version] } },
    };
  return responses;
}

/** The declared path schema, or every [segment] of the folder as a string. */
function pathParamsOf(folder: string, meta: RouteMeta) {
  const names = [...folder.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);
  if (meta.spec.params) return meta.spec.params;
  return names.length ? z.object(Object.fromEntries(names.map((p) => [p, z.string()]))) : undefined;
}

/** "GET" + "/user/publisher/{publisher_id}" -> "getUserPublisherPublisherId". */
function operationIdOf(method: Method, folder: string): string {
  const camel = openApiPath(folder)
    .replace(/[{}]/g, '')
    .replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''));
  return `${method.toLowerCase()}${camel}`;
}

export function operation(
  method: Method,
  folder: string,
  meta: RouteMeta,
): ZodOpenApiOperationObject {
  const { spec, version } = meta;
  const params = pathParamsOf(folder, meta);
  const suffix =
    version === 'v1' && meta.formats.length > 1
      ? ` Add .${meta.formats.filter((f) => f !== 'json').join(' or .')} to the path for other formats.`
      : '';
  return {
    operationId: operationIdOf(method, folder),
    summary: spec.summary,
    description: `API ${version}.${suffix}`,
    tags: [version],
    ...(spec.auth === 'none' ? { security: [] } : {}),
    requestParams: {
      ...(params ? { path: params as z.ZodObject } : {}),
      ...(spec.query ? { query: spec.query as z.ZodObject } : {}),
      ...(isKeyedWrite(method, meta) ? { header: idempotencyHeader } : {}),
    },
    ...(spec.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: spec.body } } } }
      : {}),
    responses: responsesOf(method, meta),
  };
}
