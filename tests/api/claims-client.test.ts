import { describe, expect, it } from 'vitest';
import { call } from '@/lib/client/api';
import { ApiClientError } from '@/lib/client/errors';
import { splitServerError } from '@/lib/client/form-errors';
import { sendClaim } from '@/lib/client/hooks/claims';
import {
  CLAIM_FIELDS,
  claimInput,
  claimResolver,
  emptyClaim,
} from '@/components/claims/claim-values';
import { makeNetwork } from '../support/harness';
import { conversionSetup, useQueue } from '../support/conversions';
import { routeClient } from '../support/route-client';

/** The partner's claim form (components/claims) against the real routes: its body and its errors. */

const resolve = (values: ReturnType<typeof emptyClaim>) =>
  claimResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the missing-sale claim form', () => {
  useQueue();

  it('refuses an empty claim in words, field by field, before anything is sent', async () => {
    const { errors } = await resolve(emptyClaim('12l34', 'GBP'));
    expect(Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e?.message]))).toEqual({
      conversion_reference: 'Enter the order reference the shop gave the customer',
      conversion_value: 'Enter the value of the sale',
      conversion_date_time: 'Enter when the sale happened',
    });
    const bad = await resolve({
      ...emptyClaim('12l34', 'GBP'),
      conversion_reference: 'A-1',
      conversion_date_time: '2026-01-02T10:30',
      conversion_value: '12,50',
    });
    expect(Object.keys(bad.errors)).toEqual(['conversion_value']);
  });

  it('sends what the API takes; the claim is listed; a second claim of the order fails on its field', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, { default_currency: 'GBP' });
    const api = routeClient(s.partner.auth);
    const values = {
      ...emptyClaim(`${s.campaignId}l${s.publisherId}`, 'GBP'),
      conversion_reference: 'ORDER-77',
      conversion_date_time: '2026-01-02T10:30',
      conversion_value: '59.90',
      notes: 'Confirmation e-mail',
    };
    expect((await resolve(values)).errors).toEqual({});
    await sendClaim(s.publisherId, claimInput(values), api);
    const list = await call(
      api.GET('/user/publisher/{publisher_id}/tq', {
        params: { path: { publisher_id: String(s.publisherId) } },
      }),
    );
    const [claim] = list.transaction_queries.map((t) => t.transaction_query);
    expect(claim).toMatchObject({
      conversion_reference: 'ORDER-77',
      conversion_value: 59.9,
      conversion_currency: 'GBP',
      conversion_date_time: new Date('2026-01-02T10:30')
        .toISOString()
        .slice(0, 19)
        .replace('T', ' '),
      notes: 'Confirmation e-mail',
      current_state: 'pending',
    });
    const again = await sendClaim(s.publisherId, claimInput(values), api).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ApiClientError);
    const split = splitServerError(again, CLAIM_FIELDS);
    expect(split.fields.map((f) => f.name)).toEqual(['conversion_reference']);
  });
});
