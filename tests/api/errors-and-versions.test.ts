import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as v1Unknown from '@/app/(api)/[...path]/route';
import * as v2Unknown from '@/app/(api)/v2/[...path]/route';
import * as v3Unknown from '@/app/(api)/v3/[...path]/route';
import { apiRoute, endpoint } from '@/lib/api/http/route';
import { Country, Currency, Locale } from '@/lib/schemas/enums';
import { AppError } from '@/lib/errors';
import { call, makeNetwork } from '../support/harness';

const item = (strict: boolean) => {
  const shape = {
    campaign_id: z.string().min(1),
    country: Country,
    currency: Currency.optional(),
    locale: Locale.optional(),
  };
  return strict ? z.strictObject(shape) : z.object(shape);
};
const probe = (version: 'v1' | 'v2' | 'v3') =>
  apiRoute({
    version,
    POST: endpoint({
      body: (version === 'v3' ? z.strictObject : z.object)({
        title: z.string().max(10),
        contact_email: z.email().optional(),
        items: z.array(item(version === 'v3')).min(1),
      }),
      handler: async ({ body }) => ({
        status: 201,
        body: version === 'v3' ? { data: body } : { item: body },
      }),
    }),
    GET: endpoint({
      handler: async () => {
        throw new Error('database exploded at /secret/path.ts:42');
      },
    }),
  });

describe('unknown routes', () => {
  it("answers 404 in each version's body", async () => {
    const net = await makeNetwork();
    const v3 = await call(v3Unknown, '/v3/no/such/thing', { auth: net.auth });
    expect(v3.status).toBe(404);
    expect(v3.json.error).toMatchObject({
      code: '404',
      errors: [{ property: '', type: 'not_found', code: '0d528fb3-569c-45fa-b2b5-309b360bf9fa' }],
    });
    const v2 = await call(v2Unknown, '/v2/nothing', { auth: net.auth, method: 'POST' });
    expect(v2.status).toBe(404);
    expect(v2.json.error).toMatchObject({
      code: '404',
      errors: [{ type: 'error', code: 'entity_not_found' }],
    });
    const v1 = await call(v1Unknown, '/nothing/here', { auth: net.auth });
    expect(v1.status).toBe(404);
    expect(v1.json.error).toMatchObject({ type: '404' });
  });

  it('answers 404 for an unknown v3 path even without credentials, with rate-limit headers', async () => {
    const res = await call(v3Unknown, '/v3/nope', { auth: null });
    expect(res.status).toBe(404);
    expect(res.json.error.errors[0].code).toBe('0d528fb3-569c-45fa-b2b5-309b360bf9fa');
    expect(res.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
  });
});

describe('validation errors per version', () => {
  const bad = {
    title: 'far too long a title',
    contact_email: 'nope',
    extra: 1,
    items: [{ campaign_id: '', country: 'XX', currency: 'AUD', locale: 'en_xx' }],
  };

  it('v3: UUID codes, bracket paths, unknown attributes refused', async () => {
    const net = await makeNetwork();
    const res = await call(probe('v3'), '/v3/probe', { method: 'POST', auth: net.auth, body: bad });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('400');
    const byProperty = Object.fromEntries(
      res.json.error.errors.map((e: { property: string; code: string }) => [e.property, e.code]),
    );
    expect(byProperty).toEqual({
      '[title]': '32452de9-0c46-4674-a87d-e02f469a003c',
      '[contact_email]': 'bd79c0ab-ddba-46cc-a703-a7a4b08de310',
      '[extra]': '7703c766-b5d5-4cef-ace7-ae0dd82304e9',
      '[items][0][campaign_id]': 'c1051bb4-d103-4f74-8988-acbcafc7fdc3',
      '[items][0][country]': '8f900c12-61bd-455d-9398-996cd040f7f0',
      '[items][0][currency]': '69945ac1-2db4-405f-bec7-d2772f73df52',
      '[items][0][locale]': 'a0af4293-1f1a-4a1c-a328-979cba6182a2',
    });
    for (const e of res.json.error.errors) {
      expect(e.type).toBe('validation_error');
      expect(e.message.length).toBeGreaterThan(5);
    }
  });

  it('v3: missing values, wrong types and invalid JSON have their own codes', async () => {
    const net = await makeNetwork();
    const missing = await call(probe('v3'), '/v3/probe', {
      method: 'POST',
      auth: net.auth,
      body: { items: 'x' },
    });
    const codes = Object.fromEntries(
      missing.json.error.errors.map((e: { property: string; code: string }) => [
        e.property,
        e.code,
      ]),
    );
    expect(codes['[title]']).toBe('2572f7f9-e87e-4aa7-98cf-6f53c9ed5584');
    expect(codes['[items]']).toBe('6a6c32c0-de05-4301-89dd-4a72133c137f');
    const invalid = await call(probe('v3'), '/v3/probe', {
      method: 'POST',
      auth: net.auth,
      rawBody: '{"title": ',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.errors).toEqual([
      {
        property: '',
        type: 'validation_error',
        code: '0789c8ad-2d2b-49a4-8356-e2ce63998504',
        message: 'The request body is not valid JSON',
      },
    ]);
  });

  it('v2: named codes and dotted paths; unknown attributes ignored', async () => {
    const net = await makeNetwork();
    const res = await call(probe('v2'), '/v2/probe', { method: 'POST', auth: net.auth, body: bad });
    expect(res.status).toBe(400);
    const byProperty = Object.fromEntries(
      res.json.error.errors.map((e: { property: string; code: string }) => [e.property, e.code]),
    );
    expect(byProperty).toEqual({
      title: 'invalid_max_length',
      contact_email: 'invalid_property_format',
      'items[0].campaign_id': 'required_property',
      'items[0].country': 'invalid_enum_value',
      'items[0].currency': 'invalid_enum_value',
      'items[0].locale': 'invalid_enum_value',
    });
    const ok = await call(probe('v2'), '/v2/probe', {
      method: 'POST',
      auth: net.auth,
      body: { title: 'ok', extra: true, items: [{ campaign_id: '1', country: 'GB' }] },
    });
    expect(ok.status).toBe(201);
    expect(ok.json.item).toEqual({ title: 'ok', items: [{ campaign_id: '1', country: 'GB' }] });
    expect(ok.json.execution_time).toMatch(/seconds$/);
  });

  it('v1: the error/type body with property, code and message per field', async () => {
    const net = await makeNetwork();
    const res = await call(probe('v1'), '/probe', {
      method: 'POST',
      auth: net.auth,
      body: { items: [] },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.type).toBe('400');
    expect(res.json.error.errors).toEqual(
      expect.arrayContaining([
        { property: 'title', code: 'required_property', message: 'title is required' },
        { property: 'items', code: 'invalid_lower_bound', message: expect.any(String) },
      ]),
    );
  });

  it('v1: errors come back in XML when XML was asked for', async () => {
    const net = await makeNetwork();
    const route = apiRoute({
      version: 'v1',
      formats: ['json', 'xml'],
      GET: endpoint({
        handler: async () => {
          throw AppError.notFound('Partner');
        },
      }),
    });
    const res = await call(route, '/thing.xml', { auth: net.auth });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(res.text).toMatch(/<error>\s*<message>Partner not found<\/message>\s*<type>404<\/type>/);
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a request id and no internals, in each version', async () => {
    const net = await makeNetwork();
    const v3 = await call(probe('v3'), '/v3/probe', { auth: net.auth });
    expect(v3.status).toBe(500);
    expect(v3.json.error.errors[0].code).toBe('a72717b1-0ecb-4d74-a77f-3e3702a2c8d5');
    expect(v3.json.error.request_id).toBe(v3.headers.get('x-request-id'));
    expect(v3.text).not.toContain('secret');
    expect(v3.text).not.toContain('exploded');
    const v1 = await call(probe('v1'), '/probe', { auth: net.auth });
    expect(v1.status).toBe(500);
    expect(v1.json.error).toMatchObject({
      type: '500',
      request_id: v1.headers.get('x-request-id'),
    });
  });
});
