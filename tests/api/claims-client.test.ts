import { describe, expect, it } from 'vitest';
import { call } from '@/lib/client/api';
import { ApiClientError } from '@/lib/client/errors';
import { splitServerError } from '@/lib/client/form-errors';
import { checkClaim, sendClaim } from '@/lib/client/hooks/claims';
import {
  CLAIM_FIELDS,
  claimInput,
  claimProblem,
  claimResolver,
  emptyClaim,
} from '@/components/partner/claims/claim-values';
import { makeNetwork } from '../support/harness';
import { conversionSetup, record, useQueue } from '../support/conversions';
import { routeClient } from '../support/route-client';
import en from '@/messages/en.json';
import de from '@/messages/de.json';

/** The partner's claim form (components/partner/claims) against the real routes: its body and its errors. */

const resolve = (values: ReturnType<typeof emptyClaim>) =>
  claimResolver(en.claims.form.errors)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

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

  it("says what is missing or wrong in the partner's language, the schema's checks included", async () => {
    const german = claimResolver(de.claims.form.errors, {
      ...de.dialog.validation,
      keepOther: false,
    });
    const { errors } = await german(
      {
        ...emptyClaim('12l34', 'GBP'),
        transaction_query_type: 'incorrect_commission',
        conversion_value: '12,50',
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e?.message]))).toEqual({
      conversion_reference: 'Geben Sie die Bestellnummer ein, die der Shop dem Kunden gab',
      conversion_value: 'Geben Sie eine Zahl wie 12500.00 ein',
      expected_commission: 'Geben Sie die erwartete Provision ein',
    });
  });

  it('asks each claim type for what deciding it needs: a wrong commission its expected commission, not the sale value', async () => {
    const wrong = await resolve({
      ...emptyClaim('12l34', 'GBP'),
      transaction_query_type: 'incorrect_commission',
      conversion_reference: 'A-1',
    });
    expect(
      Object.fromEntries(Object.entries(wrong.errors).map(([k, e]) => [k, e?.message])),
    ).toEqual({ expected_commission: 'Enter the commission you expected' });
    const declined = await resolve({
      ...emptyClaim('12l34', 'GBP'),
      transaction_query_type: 'declined',
      conversion_reference: 'A-1',
    });
    expect(declined.errors).toEqual({});
  });

  it('explains before sending: an order already recorded is no missing sale, an open claim cannot be repeated, a correction needs a recorded sale', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, {
      default_currency: 'GBP',
      default_commission_rate: '10',
    });
    const api = routeClient(s.partner.auth);
    const recorded = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: 'TRACKED-9',
      value: '80',
    });
    expect(recorded.status).toBe(201);
    const camref = `${s.campaignId}l${s.publisherId}`;

    const tracked = await checkClaim(s.publisherId, s.campaignId, 'TRACKED-9', api);
    expect(tracked.claim).toBeNull();
    expect(tracked.sale).toMatchObject({
      conversion_reference: 'TRACKED-9',
      currency: 'GBP',
      conversion_value: { value: 80, publisher_commission: 8, conversion_status: 'pending' },
    });
    expect(claimProblem('untracked', tracked)).toMatchObject({ kind: 'recorded' });
    expect(claimProblem('incorrect_commission', tracked)).toBeNull();
    expect(claimProblem('declined', tracked)).toBeNull();

    const unknown = await checkClaim(s.publisherId, s.campaignId, 'NEVER-SEEN', api);
    expect(unknown).toEqual({ claim: null, sale: null });
    expect(claimProblem('untracked', unknown)).toBeNull();
    expect(claimProblem('incorrect_commission', unknown)).toEqual({ kind: 'notRecorded' });

    await sendClaim(
      s.publisherId,
      claimInput({
        ...emptyClaim(camref, 'GBP'),
        transaction_query_type: 'incorrect_commission',
        conversion_reference: 'TRACKED-9',
        expected_commission: '12.00',
      }),
      api,
    );
    const claimed = await checkClaim(s.publisherId, s.campaignId, 'TRACKED-9', api);
    expect(claimed.claim).toMatchObject({
      conversion_reference: 'TRACKED-9',
      transaction_query_type: 'incorrect_commission',
      expected_commission: 12,
      current_state: 'pending',
    });
    expect(claimProblem('incorrect_commission', claimed)).toMatchObject({ kind: 'claimed' });
    // Another campaign's order of the same reference is no concern of this one.
    const other = await checkClaim(s.publisherId, '999999', 'TRACKED-9', api);
    expect(other).toEqual({ claim: null, sale: null });
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
