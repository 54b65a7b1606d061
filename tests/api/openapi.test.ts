import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { apiRoutes } from '@/app/(api)/route-index';
import * as openApiRoute from '@/app/openapi.json/route';
import { METHODS, routeMetaOf } from '@/lib/api/http/route';
import { openApiPath } from '@/lib/api/http/openapi';
import { INDEX_FILE, renderIndexFile, routeFolders } from '@/scripts/route-index';
import { openApiDocument } from '../support/contract';

describe('OpenAPI document', () => {
  it('has every route file on disk in its index (run `npm run routes` after adding one)', async () => {
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(await renderIndexFile());
    expect(apiRoutes.map((r) => r.folder)).toEqual(routeFolders());
  });

  it('describes every implemented method of every route, and nothing else', () => {
    const doc = openApiDocument();
    const implemented: string[] = [];
    for (const { folder, module } of apiRoutes) {
      for (const method of METHODS) {
        const meta = routeMetaOf((module as Record<string, unknown>)[method]);
        if (!meta) continue;
        implemented.push(`${method} ${openApiPath(folder)}`);
        expect(meta.spec.summary, `${method} ${folder} needs a summary`).toBeTruthy();
        expect(
          Object.keys(meta.spec.responses ?? {}).length,
          `${method} ${folder} needs its success responses`,
        ).toBeGreaterThan(0);
      }
    }
    const described = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item as object)
        .filter((m) => METHODS.includes(m.toUpperCase() as (typeof METHODS)[number]))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(implemented.sort());
    expect(implemented.length).toBeGreaterThan(20);
  });

  it('declares errors 400-500, rate-limit headers and Basic auth on every operation', () => {
    const doc = openApiDocument();
    expect(doc.components?.securitySchemes?.basicAuth).toMatchObject({
      type: 'http',
      scheme: 'basic',
    });
    expect(doc.security).toEqual([{ basicAuth: [] }]);
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(
        item as Record<string, { responses: Record<string, unknown> }>,
      )) {
        for (const status of ['400', '401', '403', '404', '405', '429', '500']) {
          expect(op.responses[status], `${method} ${path} ${status}`).toBeDefined();
        }
        for (const declared of Object.values(op.responses) as {
          $ref?: string;
          headers?: object;
        }[]) {
          const response = declared.$ref
            ? (doc.components?.responses as Record<string, { headers?: object }>)[
                declared.$ref.split('/').pop()!
              ]!
            : declared;
          expect(Object.keys(response.headers ?? {})).toEqual(
            expect.arrayContaining([
              'X-RateLimit-Limit',
              'X-RateLimit-Remaining',
              'X-RateLimit-Reset',
              'X-RateLimit-Retry-After',
            ]),
          );
        }
      }
    }
  });

  it('is valid OpenAPI 3.1 and is what GET /openapi.json serves', async () => {
    const response = openApiRoute.GET();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const served = await response.json();
    expect(served.openapi).toBe('3.1.0');
    const result = await new Validator().validate(served);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
