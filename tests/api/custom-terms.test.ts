import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as listRoute from '@/app/(api)/campaign/[campaign_id]/custom_terms/route';
import * as oneRoute from '@/app/(api)/campaign/[campaign_id]/custom_terms/[custom_terms_id]/route';
import * as assocRoute from '@/app/(api)/campaign/[campaign_id]/custom_terms/[custom_terms_id]/association/route';
import * as v3ListRoute from '@/app/(api)/v3/partner/campaign-terms-and-conditions/route';
import * as ackRoute from '@/app/(api)/v3/partner/campaign-terms-and-conditions-acknowledgments/route';
import * as publisherViewRoute from '@/app/(api)/campaign/[campaign_id]/custom_terms/publisher/[publisher_id]/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, campaignTermsAcknowledgements } from '@/lib/db/schema';
import { referenceErrors } from '../support/reference-contract';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import {
  approvedPartner,
  brandWithCampaign,
  codesOf,
  getCampaign,
  participationOf,
  requestOne,
} from '../support/campaigns';

// Brand side of a campaign's custom terms: create, list, read and download, delete, associate
// (docs/campaigns.md#custom-terms).

type Campaign = { campaign_id: string; advertiser_id?: unknown };
type Terms = Record<string, string> & { publishers?: string[] };

const listPath = (c: string) => `/campaign/${c}/custom_terms/`;
const list = (auth: string, c: string, suffix = '') =>
  call(listRoute, `/campaign/${c}/custom_terms${suffix}`, {
    auth,
    params: { campaign_id: c },
    headers: suffix ? { 'x-api-format': suffix.slice(1) } : {},
  });
const create = (auth: string, c: string, body: unknown) =>
  call(listRoute, listPath(c), { method: 'POST', auth, body, params: { campaign_id: c } });
const readOne = (auth: string, c: string, t: string, query = '') =>
  call(oneRoute, `/campaign/${c}/custom_terms/${t}${query}`, {
    auth,
    params: { campaign_id: c, custom_terms_id: t },
  });
const remove = (auth: string, c: string, t: string) =>
  call(oneRoute, `/campaign/${c}/custom_terms/${t}`, {
    method: 'DELETE',
    auth,
    params: { campaign_id: c, custom_terms_id: t },
  });
const association = (method: 'POST' | 'DELETE', auth: string, c: string, t: string, ids: unknown) =>
  call(assocRoute, `/campaign/${c}/custom_terms/${t}/association`, {
    method,
    auth,
    body: { publisher_id: ids },
    params: { campaign_id: c, custom_terms_id: t },
  });
const partnerTermsV3 = (auth: string, c: string) =>
  call(v3ListRoute, `/v3/partner/campaign-terms-and-conditions?campaign_id=${c}`, { auth });

const idOf = (res: { json: { custom_terms: Terms[] } }) =>
  res.json.custom_terms[0]!.campaign_custom_terms_and_conditions_id!;

async function world(net?: TestNetwork) {
  net ??= await makeNetwork();
  const setup = await brandWithCampaign(net, {
    custom_terms: { title: 'General v1', terms: '<p>For everyone</p>' },
  });
  const campaign = setup.campaign as Campaign & {
    custom_terms: { campaign_custom_terms_and_conditions_id: string };
  };
  const [p1, p2] = [await approvedPartner(net), await approvedPartner(net)];
  return {
    net,
    ...setup,
    campaign,
    c: campaign.campaign_id,
    generalId: campaign.custom_terms.campaign_custom_terms_and_conditions_id,
    p1,
    p2,
  };
}

async function auditOf(networkId: number, termsId: string) {
  const db = await getDb();
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.networkId, networkId),
        eq(auditEvents.entityType, 'campaign_terms'),
        eq(auditEvents.entityId, termsId),
      ),
    )
    .orderBy(asc(auditEvents.id));
}

describe('custom terms: contract', () => {
  it('create, list, read, associate, remove associations and delete answer the reference schemas', async () => {
    const { net, c, p1, p2 } = await world();
    const created = await create(net.auth, c, {
      publisher_id: [p1.partnerId],
      title: 'Partner rules',
      terms: '<p>Only for you</p>',
      locale: 'pl',
    });
    expect(created.status).toBe(201);
    expect(referenceErrors('custom-terms-create', created.json)).toEqual([]);
    const termsId = idOf(created);
    expect(created.json.custom_terms[0]).toMatchObject({
      campaign_id: c,
      title: 'Partner rules',
      terms: '<p>Only for you</p>',
      locale: 'pl',
      active: 'y',
    });

    const listed = await list(net.auth, c);
    expect(listed.status).toBe(200);
    expect(referenceErrors('custom-terms-list', listed.json)).toEqual([]);

    const read = await readOne(net.auth, c, termsId);
    expect(read.status).toBe(200);
    expect(referenceErrors('custom-terms-read', read.json)).toEqual([]);

    const associated = await association('POST', net.auth, c, termsId, [p2.partnerId]);
    expect(associated.status).toBe(200);
    expect(referenceErrors('custom-terms-associate', associated.json)).toEqual([]);
    expect(associated.json.custom_terms[0].publishers).toEqual(
      [p1.partnerId, p2.partnerId].sort((a, b) => Number(a) - Number(b)),
    );

    const removed = await association('DELETE', net.auth, c, termsId, [p2.partnerId]);
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({ custom_terms: [{ removed_associations: 1 }] });
    expect(referenceErrors('custom-terms-dissociate', removed.json)).toEqual([]);

    const partly = await association('DELETE', net.auth, c, termsId, [p1.partnerId, p2.partnerId]);
    expect(partly.status).toBe(207);
    expect(partly.json.custom_terms).toEqual([{ removed_associations: 1 }]);
    expect(partly.json.errors).toEqual([
      `Partner ${p2.partnerId} is not associated with terms ${termsId}`,
    ]);
    expect(referenceErrors('custom-terms-dissociate-207', partly.json)).toEqual([]);

    const deleted = await remove(net.auth, c, termsId);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ custom_terms: [{ removed_terms: 1 }] });
    expect(referenceErrors('custom-terms-delete', deleted.json)).toEqual([]);
  });
});

describe('custom terms: behaviour', () => {
  it('lists general versions and partner terms with their partners; a partner reads the terms that apply to it', async () => {
    const { net, brandUser, c, generalId, p1, p2 } = await world();
    const created = await create(brandUser.auth, c, {
      publisher_id: [p1.partnerId, Number(p1.partnerId)],
      title: 'Partner rules',
      terms: 'Only for you',
    });
    expect(created.status).toBe(201);
    const termsId = idOf(created);
    const listed = await list(brandUser.auth, c);
    expect(
      listed.json.custom_terms.map((t: Terms) => [
        t.campaign_custom_terms_and_conditions_id,
        t.partner_terms,
        t.active,
        t.publishers,
      ]),
    ).toEqual([
      [generalId, 'n', 'y', []],
      [termsId, 'y', 'y', [p1.partnerId]],
    ]);
    expect(listed.json.custom_terms[1].version).toBe(2);
    // p1 gets its partner terms, p2 the general ones.
    expect((await partnerTermsV3(p1.auth, c)).json.data.map((t: Terms) => t.id)).toEqual([termsId]);
    expect((await partnerTermsV3(p2.auth, c)).json.data.map((t: Terms) => t.id)).toEqual([
      generalId,
    ]);
    // Staff still see the general terms on the v3 list.
    expect((await partnerTermsV3(net.auth, c)).json.data.map((t: Terms) => t.id)).toEqual([
      generalId,
    ]);
    const audit = await auditOf(net.networkId, termsId);
    expect(audit.map((a) => a.action)).toEqual(['created']);
    expect(audit[0]!.after).toMatchObject({ publisher_ids: [p1.partnerId], partner_terms: true });
  });

  it('an empty publisher_id publishes a new version of the general terms', async () => {
    const { net, c, generalId, p2 } = await world();
    const created = await create(net.auth, c, {
      publisher_id: [],
      title: 'General v2',
      terms: '<p>New rules</p><script>alert(1)</script>',
      locale: 'de',
    });
    expect(created.status).toBe(201);
    const newId = idOf(created);
    expect(newId).not.toBe(generalId);
    expect(created.json.custom_terms[0]).toMatchObject({ terms: '<p>New rules</p>', locale: 'de' });
    const campaign = await getCampaign(net.auth, c);
    expect(campaign.json.campaign.custom_terms).toMatchObject({
      campaign_custom_terms_and_conditions_id: newId,
      version: 2,
    });
    const listed = await list(net.auth, c);
    expect(listed.json.custom_terms.map((t: Terms) => t.active)).toEqual(['n', 'y']);
    expect((await partnerTermsV3(p2.auth, c)).json.data[0].id).toBe(newId);
    // The same terms again publish nothing new.
    const again = await create(net.auth, c, {
      publisher_id: [],
      title: 'General v2',
      terms: '<p>New rules</p>',
      locale: 'de',
    });
    expect(idOf(again)).toBe(newId);
  });

  it('association moves a partner to other partner terms; removing it returns the partner to the general terms', async () => {
    const { net, c, generalId, p1, p2 } = await world();
    const first = idOf(
      await create(net.auth, c, { publisher_id: [p1.partnerId], title: 'One', terms: 'One' }),
    );
    const second = idOf(
      await create(net.auth, c, { publisher_id: [p2.partnerId], title: 'Two', terms: 'Two' }),
    );
    const moved = await association('POST', net.auth, c, second, [p1.partnerId]);
    expect(moved.status).toBe(200);
    const listed = await list(net.auth, c);
    const publishersOf = (id: string) =>
      listed.json.custom_terms.find((t: Terms) => t.campaign_custom_terms_and_conditions_id === id)!
        .publishers;
    expect(publishersOf(first)).toEqual([]);
    expect(publishersOf(second)).toHaveLength(2);
    expect((await partnerTermsV3(p1.auth, c)).json.data[0].id).toBe(second);
    // Associating again changes nothing and writes no audit row.
    await association('POST', net.auth, c, second, [p1.partnerId]);
    expect((await auditOf(net.networkId, second)).map((a) => a.action)).toEqual([
      'created',
      'associated',
    ]);
    expect((await association('DELETE', net.auth, c, second, [p1.partnerId])).status).toBe(200);
    expect((await partnerTermsV3(p1.auth, c)).json.data[0].id).toBe(generalId);
  });

  it('deleting terms a partner accepted keeps the acceptance and lets that partner read them', async () => {
    const { net, brandUser, campaign, c, generalId, p1, p2 } = await world();
    const termsId = idOf(
      await create(net.auth, c, {
        publisher_id: [p1.partnerId],
        title: 'Accepted',
        terms: '<p>Accepted text</p>',
      }),
    );
    const requested = await requestOne(p1.auth, p1.partnerId, campaign, { terms_id: termsId });
    expect(requested.json.results[0]).toMatchObject({ success: true });
    expect((await participationOf(c, p1.partnerId))!.acceptedTermsId).toBe(Number(termsId));

    expect((await remove(brandUser.auth, c, termsId)).status).toBe(200);
    const listed = await list(net.auth, c);
    expect(
      listed.json.custom_terms.map((t: Terms) => t.campaign_custom_terms_and_conditions_id),
    ).toEqual([generalId]);
    // The acceptance and the participation's terms are untouched.
    const db = await getDb();
    const acks = await db
      .select()
      .from(campaignTermsAcknowledgements)
      .where(eq(campaignTermsAcknowledgements.termsId, Number(termsId)));
    expect(acks.map((a) => a.partnerId)).toEqual([Number(p1.partnerId)]);
    expect((await participationOf(c, p1.partnerId))!.acceptedTermsId).toBe(Number(termsId));
    // Readable: to staff (active n) and to the partner that accepted them; not to another partner.
    expect((await readOne(net.auth, c, termsId)).json.custom_terms[0]).toMatchObject({
      active: 'n',
      terms: '<p>Accepted text</p>',
    });
    expect((await readOne(p1.auth, c, termsId)).status).toBe(200);
    expect((await readOne(p2.auth, c, termsId)).status).toBe(404);
    const acked = await call(
      ackRoute,
      '/v3/partner/campaign-terms-and-conditions-acknowledgments',
      {
        auth: p1.auth,
      },
    );
    expect(acked.json.data.map((a: Terms) => a.campaign_terms_and_conditions_id)).toContain(
      termsId,
    );
    // The brand-side view of the partner still shows what it accepted; the general terms apply now.
    const view = await call(
      publisherViewRoute,
      `/campaign/${c}/custom_terms/publisher/${p1.partnerId}`,
      {
        auth: net.auth,
        params: { campaign_id: c, publisher_id: p1.partnerId },
      },
    );
    expect(
      view.json.custom_terms.map((t: Terms) => [
        t.campaign_custom_terms_and_conditions_id,
        t.active,
        t.acknowledged,
        t.agreed_latest_terms,
      ]),
    ).toEqual([
      [generalId, 'y', 'n', 'n'],
      [termsId, 'n', 'y', 'n'],
    ]);
    expect((await partnerTermsV3(p1.auth, c)).json.data[0].id).toBe(generalId);
    // Deleted terms cannot be deleted again, nor associated.
    const again = await remove(net.auth, c, termsId);
    expect(again.status).toBe(404);
    expect(again.json.error.message).toBe(`Terms with given id (${termsId}) does not exist`);
    expect((await association('POST', net.auth, c, termsId, [p2.partnerId])).status).toBe(404);
    expect((await auditOf(net.networkId, termsId)).map((a) => a.action)).toEqual([
      'created',
      'deleted',
    ]);
  });

  it("deleting the general terms' current version leaves the campaign without general terms", async () => {
    const { net, campaign, c, generalId, p2 } = await world();
    expect((await remove(net.auth, c, generalId)).status).toBe(200);
    expect((await getCampaign(net.auth, c)).json.campaign.custom_terms).toBeNull();
    expect((await partnerTermsV3(p2.auth, c)).json.data).toEqual([]);
    const requested = await requestOne(p2.auth, p2.partnerId, campaign);
    expect(requested.json.results[0]).toMatchObject({ success: true });
  });

  it('downloads the terms as an HTML file', async () => {
    const { net, c, generalId } = await world();
    const file = await readOne(net.auth, c, generalId, '?download=true');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="custom-terms-${c}-${generalId}.html"`,
    );
    expect(file.text).toContain('<title>General v1</title>');
    expect(file.text).toContain('<p>For everyone</p>');
    expect(
      (await readOne(net.auth, c, generalId, '?download=false')).json.custom_terms,
    ).toHaveLength(1);
    expect((await readOne(net.auth, c, generalId, '?download=yes')).status).toBe(400);
  });

  it('answers XML', async () => {
    const { net, c, generalId } = await world();
    const xml = await list(net.auth, c, '.xml');
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toMatch(/xml/);
    expect(xml.text).toContain(generalId);
  });
});

describe('custom terms: refusals', () => {
  it('bad input is a 400 naming the field, and changes nothing', async () => {
    const { net, c, generalId, p1 } = await world();
    const other = await makeNetwork();
    const foreign = await approvedPartner(other);
    const cases: [unknown, string, string][] = [
      [{ publisher_id: [p1.partnerId], terms: 'x' }, 'title', 'required'],
      [{ publisher_id: [p1.partnerId], title: 'T', terms: '<script>x</script>' }, 'terms', 'blank'],
      [{ title: 'T', terms: 'x' }, 'publisher_id', 'required'],
      [{ publisher_id: ['abc'], title: 'T', terms: 'x' }, 'publisher_id[0]', 'invalid_value'],
      [
        { publisher_id: [p1.partnerId, '99999999'], title: 'T', terms: 'x' },
        'publisher_id[1]',
        'invalid_value',
      ],
      [
        { publisher_id: [foreign.partnerId], title: 'T', terms: 'x' },
        'publisher_id[0]',
        'invalid_value',
      ],
      [
        { publisher_id: [p1.partnerId], title: 'T', terms: 'x', locale: 'xx' },
        'locale',
        'invalid_locale',
      ],
    ];
    for (const [body, property] of cases) {
      const res = await create(net.auth, c, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(codesOf(res)), JSON.stringify(body)).toContain(property);
    }
    expect((await list(net.auth, c)).json.custom_terms).toHaveLength(1);
    // General terms cannot be associated; an association needs at least one partner.
    const onGeneral = await association('POST', net.auth, c, generalId, [p1.partnerId]);
    expect(onGeneral.status).toBe(400);
    expect(codesOf(onGeneral)).toHaveProperty('custom_terms_id');
    const termsId = idOf(
      await create(net.auth, c, { publisher_id: [p1.partnerId], title: 'T', terms: 'x' }),
    );
    expect((await association('POST', net.auth, c, termsId, [])).status).toBe(400);
    expect((await association('POST', net.auth, c, termsId, [foreign.partnerId])).status).toBe(400);
    const notJson = await call(assocRoute, `/campaign/${c}/custom_terms/${termsId}/association`, {
      method: 'POST',
      auth: net.auth,
      rawBody: '{',
      headers: { 'content-type': 'application/json' },
      params: { campaign_id: c, custom_terms_id: termsId },
    });
    expect(notJson.status).toBe(400);
    expect((await readOne(net.auth, c, '99999999')).status).toBe(404);
    expect((await readOne(net.auth, c, 'abc')).status).toBe(404);
  });

  it('roles: partners and ungranted brand users may not manage terms; other networks see nothing', async () => {
    const { net, c, generalId, p1 } = await world();
    const ungranted = await makeBrandUser(net, []);
    const body = { publisher_id: [p1.partnerId], title: 'T', terms: 'x' };
    for (const auth of [p1.auth, ungranted.auth]) {
      expect((await create(auth, c, body)).status).toBe(403);
      expect((await list(auth, c)).status).toBe(403);
      expect((await remove(auth, c, generalId)).status).toBe(403);
    }
    expect((await readOne(ungranted.auth, c, generalId)).status).toBe(403);
    // A partner may read the general terms, not manage associations.
    expect((await readOne(p1.auth, c, generalId)).status).toBe(200);
    const foreign = await world();
    for (const auth of [foreign.net.auth, foreign.brandUser.auth]) {
      expect((await list(auth, c)).status).toBe(404);
      expect((await readOne(auth, c, generalId)).status).toBe(404);
      expect((await create(auth, c, { ...body, publisher_id: [] })).status).toBe(404);
      expect((await remove(auth, c, generalId)).status).toBe(404);
    }
    // Another network's partner: 403 on the brand-side writes, 404 on the read.
    expect((await list(foreign.p1.auth, c)).status).toBe(403);
    expect((await readOne(foreign.p1.auth, c, generalId)).status).toBe(404);
    // Own campaign, another campaign's terms: not found, and the text is not shown.
    const crossed = await readOne(foreign.net.auth, foreign.c, generalId);
    expect(crossed.status).toBe(404);
    expect(crossed.text).not.toContain('For everyone');
    expect((await remove(foreign.net.auth, foreign.c, generalId)).status).toBe(404);
    expect((await list(net.auth, c)).json.custom_terms).toHaveLength(1);
  });

  it("a partner cannot read another partner's terms, before or after accepting its own", async () => {
    const { net, c, p1, p2 } = await world();
    const termsId = idOf(
      await create(net.auth, c, {
        publisher_id: [p1.partnerId],
        title: 'Secret',
        terms: 'Only p1',
      }),
    );
    expect((await readOne(p1.auth, c, termsId)).status).toBe(200);
    const denied = await readOne(p2.auth, c, termsId);
    expect(denied.status).toBe(404);
    expect(denied.text).not.toContain('Only p1');
    expect((await partnerTermsV3(p2.auth, c)).text).not.toContain('Only p1');
    const ack = await call(ackRoute, '/v3/partner/campaign-terms-and-conditions-acknowledgments', {
      method: 'POST',
      auth: p2.auth,
      body: { partner_id: p2.partnerId, campaign_terms_and_conditions_id: termsId },
    });
    expect(ack.status).toBe(400);
    expect(ack.text).not.toContain('Only p1');
  });
});
