import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { apiRoutes } from '@/app/(api)/route-index';
import { buildOpenApiDocument, openApiPath } from '@/lib/api/http/openapi';
import { routeMetaOf, type RouteHandler } from '@/lib/api/http/route';

/**
 * Checks every JSON response a route test receives against the OpenAPI document's schema
 * for that operation and status, so the document cannot drift from what the API sends.
 */

let document: ReturnType<typeof buildOpenApiDocument> | undefined;
let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction | null>();

export function openApiDocument() {
  document ??= buildOpenApiDocument(apiRoutes);
  return document;
}

function validatorFor(path: string, method: string, status: number): ValidateFunction | null {
  const key = `${method} ${path} ${status}`;
  if (validators.has(key)) return validators.get(key)!;
  const doc = openApiDocument();
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema(doc as object, 'openapi');
  }
  const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  type Response = { $ref?: string; content?: Record<string, unknown> };
  const operation = (
    doc.paths?.[path] as Record<string, { responses?: Record<string, Response> }> | undefined
  )?.[method.toLowerCase()];
  let response = operation?.responses?.[String(status)];
  let location = `#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}`;
  if (response?.$ref) {
    location = response.$ref;
    response = (doc.components?.responses as Record<string, Response> | undefined)?.[
      response.$ref.split('/').pop()!
    ];
  }
  if (!response)
    throw new Error(`The OpenAPI document does not describe ${status} for ${method} ${path}`);
  const validator = response.content?.['application/json']
    ? ajv.compile({ $ref: `openapi${location}/content/${pointer('application/json')}/schema` })
    : null;
  validators.set(key, validator);
  return validator;
}

export function checkResponse(
  handler: RouteHandler,
  method: string,
  status: number,
  contentType: string | null,
  body: unknown,
): void {
  const entry = apiRoutes.find((r) => (r.module as Record<string, unknown>)[method] === handler);
  // A catch-all, or a method the route does not implement (its 405 is not an operation).
  if (!entry || !routeMetaOf(handler)) return;
  const path = openApiPath(entry.folder);
  const validate = validatorFor(path, method, status);
  if (!contentType?.startsWith('application/json')) return;
  if (!validate)
    throw new Error(
      `${method} ${path} answered ${status} with a body the document does not declare`,
    );
  if (!validate(body)) {
    throw new Error(
      `${method} ${path} ${status}: response does not match the OpenAPI document: ${JSON.stringify(validate.errors?.slice(0, 5))}`,
    );
  }
}
