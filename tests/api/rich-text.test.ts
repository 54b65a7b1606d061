import { describe, expect, it } from 'vitest';
import * as partnerRoute from '@/app/(api)/user/publisher/[publisher_id]/route';
import { sanitizeRichText } from '@/lib/services/html';
import { call, makeNetwork } from '../support/harness';
import { makePartner } from '../support/partners';

/** Descriptions and terms keep an <img> only with an absolute https src (docs/api-decisions.md#partners). */

describe('rich text images', () => {
  it('drops images whose src is relative, protocol-relative, http, data, javascript, with credentials or missing', () => {
    for (const src of [
      '/uploads/x.png',
      'x.png',
      '../x.png',
      '//cdn.example/x.png',
      'http://cdn.example/x.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      'https://u:p@cdn.example/x.png',
      '',
    ])
      expect(sanitizeRichText(`<p>a<img src="${src}">b</p>`), src).toBe('<p>ab</p>');
    expect(sanitizeRichText('<p>a<img>b</p>')).toBe('<p>ab</p>');
  });

  it('keeps an absolute https image, without its other attributes', () => {
    expect(
      sanitizeRichText('<img src="https://cdn.example/x.png" onerror="alert(1)" alt="x">'),
    ).toBe('<img src="https://cdn.example/x.png" />');
  });

  it('a partner description saved through the API keeps no relative image', async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const res = await call(partnerRoute, `/user/publisher/${p.publisher_id}`, {
      method: 'POST',
      auth: net.auth,
      body: {
        description: '<p>Hi<img src="/api/logout"><img src="https://cdn.example/ok.png"></p>',
      },
      params: { publisher_id: p.publisher_id },
    });
    expect(res.status).toBe(200);
    expect(res.json.publisher.description).toBe(
      '<p>Hi<img src="https://cdn.example/ok.png" /></p>',
    );
  });
});
