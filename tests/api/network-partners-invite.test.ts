import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as inviteRoute from '@/app/(api)/v2/networks/[networkId]/invite/network-partners/route';
import * as rejectRoute from '@/app/(api)/v2/networks/[networkId]/reject/network-partners/route';
import * as campaignPublishersRoute from '@/app/(api)/campaign/[campaign_id]/publisher/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, webhookEndpoints, webhookEvents } from '@/lib/db/schema';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/enums';
import { DecisionsResponse } from '@/lib/schemas/participation';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser, makePartner } from '../support/partners';
import {
  approvedPartner,
  brandWithCampaign,
  decide,
  historyOf,
  makeCampaign,
  participationOf,
  requestOne,
  setNetworkStatus,
  uid,
  updateCampaign,
} from '../support/campaigns';

const decideNetworkPartners = (
  kind: 'invite' | 'reject',
  auth: string,
  networkId: number | string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  call(
    kind === 'invite' ? inviteRoute : rejectRoute,
    `/v2/networks/${networkId}/${kind}/network-partners`,
    {
      method: 'POST',
      auth,
      body,
      headers,
      params: { networkId: String(networkId) },
    },
  );

type Result = {
  campaign_id: string;
  publisher_id: string;
  success: boolean;
  status: string | null;
  error: { code: string } | null;
};
const outcome = (r: Result) => `${r.publisher_id}:${r.success ? 'ok' : r.error!.code}:${r.status}`;

async function world() {
  const net = await makeNetwork();
  // An endpoint subscribed to every type, so that events are written to the outbox.
  const db = await getDb();
  await db.insert(webhookEndpoints).values({
    networkId: net.networkId,
    url: `https://receiver-${uid()}.example/hooks`,
    secret: `whsec-${uid()}`,
    eventTypes: [...WEBHOOK_EVENT_TYPES],
  });
  const setup = await brandWithCampaign(net);
  const [pending, fresh, approved] = [
    await approvedPartner(net),
    await approvedPartner(net),
    await approvedPartner(net),
  ];
  await requestOne(pending.auth, pending.partnerId, setup.campaign);
  await requestOne(approved.auth, approved.partnerId, setup.campaign);
  await decide('accept', net.auth, net.networkId, [
    { campaign_id: setup.campaign.campaign_id, publisher_id: approved.partnerId },
  ]);
  return { net, ...setup, pending, fresh, approved };
}

async function eventsOf(net: TestNetwork) {
  const db = await getDb();
  return db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.networkId, net.networkId))
    .orderBy(asc(webhookEvents.createdAt));
}

async function auditOf(net: TestNetwork, action: string) {
  const db = await getDb();
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.networkId, net.networkId),
        eq(auditEvents.entityType, 'participation'),
        eq(auditEvents.action, action),
      ),
    );
}

describe('POST /v2/networks/{network_id}/invite/network-partners', () => {
  it('approves a pending request, invites a partner without participation, leaves an approved one; history, audit, events', async () => {
    const { net, brandUser, campaign, pending, fresh, approved } = await world();
    const eventsBefore = (await eventsOf(net)).length;
    const res = await decideNetworkPartners('invite', brandUser.auth, net.networkId, {
      publisher_id: [pending.partnerId, fresh.partnerId, approved.partnerId],
      campaign_id: [campaign.campaign_id],
    });
    expect(res.status).toBe(200);
    expect(() => DecisionsResponse.parse(res.json)).not.toThrow();
    expect(res.json).toMatchObject({ success_count: 3, failure_count: 0 });
    expect(res.json.execution_time).toMatch(/seconds$/);
    expect(res.json.results.map(outcome)).toEqual([
      `${pending.partnerId}:ok:a`,
      `${fresh.partnerId}:ok:t`,
      `${approved.partnerId}:ok:a`,
    ]);

    expect(await participationOf(campaign.campaign_id, pending.partnerId)).toMatchObject({
      status: 'a',
      approvedAt: expect.any(Date),
    });
    expect(
      (await historyOf(campaign.campaign_id, pending.partnerId)).map((h) => [
        h.fromStatus,
        h.toStatus,
        h.actorUserId,
      ]),
    ).toEqual([
      [null, 'p', expect.any(Number)],
      ['p', 'a', brandUser.userId],
    ]);
    expect(
      (await historyOf(campaign.campaign_id, fresh.partnerId)).map((h) => [
        h.fromStatus,
        h.toStatus,
        h.actorUserId,
      ]),
    ).toEqual([[null, 't', brandUser.userId]]);
    // The v1 campaign partner list reads the invitation as p (v1 has no t) and says invited: y; the approved ones are n.
    const listed = await call(
      campaignPublishersRoute,
      `/campaign/${campaign.campaign_id}/publisher`,
      { auth: net.auth, params: { campaign_id: campaign.campaign_id } },
    );
    const listedStatus = Object.fromEntries(
      listed.json.publishers.map(
        (p: { publisher: { publisher_id: string; campaign_status: string; invited: string } }) => [
          p.publisher.publisher_id,
          `${p.publisher.campaign_status}/${p.publisher.invited}`,
        ],
      ),
    );
    expect(listedStatus).toMatchObject({
      [fresh.partnerId]: 'p/y',
      [pending.partnerId]: 'a/n',
      [approved.partnerId]: 'a/n',
    });
    expect(await historyOf(campaign.campaign_id, approved.partnerId)).toHaveLength(2);

    // Audit rows for both changes; an approval event for p -> a only (invitations have no event type).
    const invited = await auditOf(net, 'invited');
    expect(invited.map((a) => a.after)).toEqual([
      { campaign_id: campaign.campaign_id, publisher_id: fresh.partnerId, status: 't' },
    ]);
    expect(invited[0]!.actorUserId).toBe(brandUser.userId);
    const events = (await eventsOf(net)).slice(eventsBefore);
    expect(events.map((e) => [e.type, (e.data as { partner_id: string }).partner_id])).toEqual([
      ['participation.approved', pending.partnerId],
    ]);

    // The invited partner accepts by requesting (t -> a).
    const accepted = await requestOne(fresh.auth, fresh.partnerId, campaign);
    expect(accepted.json.results[0]).toMatchObject({ success: true, status: 'a' });

    // A repeat call changes nothing and writes no history.
    const again = await decideNetworkPartners('invite', net.auth, net.networkId, {
      publisher_id: [pending.partnerId, fresh.partnerId],
      campaign_id: [campaign.campaign_id],
    });
    expect(again.json).toMatchObject({ success_count: 2, failure_count: 0 });
    expect(await historyOf(campaign.campaign_id, pending.partnerId)).toHaveLength(2);
  });

  it('re-invites a rejected partner as t; fails partners not approved on the network, unknown partners, inactive and ungranted campaigns', async () => {
    const { net, brandUser, brand, campaign, pending, fresh } = await world();
    await decide('decline', net.auth, net.networkId, [
      { campaign_id: campaign.campaign_id, publisher_id: pending.partnerId, reason: 'no' },
    ]);
    await setNetworkStatus(net, fresh.partnerId, 'p');
    const res = await decideNetworkPartners('invite', brandUser.auth, net.networkId, {
      publisher_id: [pending.partnerId, fresh.partnerId, '99999999'],
      campaign_id: [campaign.campaign_id],
    });
    expect(res.json).toMatchObject({ success_count: 1, failure_count: 2 });
    expect(res.json.results.map(outcome)).toEqual([
      `${pending.partnerId}:ok:t`,
      `${fresh.partnerId}:publisher_not_approved:null`,
      '99999999:entity_not_found:null',
    ]);
    expect(await participationOf(campaign.campaign_id, fresh.partnerId)).toBeUndefined();
    expect((await historyOf(campaign.campaign_id, pending.partnerId)).at(-1)).toMatchObject({
      fromStatus: 'r',
      toStatus: 't',
    });

    const paused = await makeCampaign(net, brand.advertiser_id, { status: 'p' });
    const other = await brandWithCampaign(net);
    const partner = await approvedPartner(net);
    const more = await decideNetworkPartners('invite', brandUser.auth, net.networkId, {
      publisher_id: [partner.partnerId],
      campaign_id: [paused.campaign_id, other.campaign.campaign_id, '99999999'],
    });
    expect(more.json.results.map((r: Result) => r.error?.code)).toEqual([
      'campaign_not_active',
      'unauthorized',
      'entity_not_found',
    ]);
    expect(await participationOf(other.campaign.campaign_id, partner.partnerId)).toBeUndefined();
  });

  it('selects partners by filter (ANDed, lists are any-of), less excluded_publisher_id, across campaigns', async () => {
    const net = await makeNetwork();
    const { campaign, brand } = await brandWithCampaign(net);
    const second = await makeCampaign(net, brand.advertiser_id);
    const mk = async (vertical: string, country: string, status: string) => {
      const p = await makePartner(net, { vertical, operating_country: country });
      await setNetworkStatus(net, p.publisher_id, status);
      return p.publisher_id;
    };
    const a = await mk('3', 'GB', 'a');
    const b = await mk('3', 'FR', 'a');
    const excluded = await mk('3', 'GB', 'a');
    const otherVertical = await mk('4', 'GB', 'a');
    const notApproved = await mk('3', 'GB', 'p');
    const res = await decideNetworkPartners('invite', net.auth, net.networkId, {
      filter: [
        { property: 'vertical', value: 3 },
        { property: 'country', value: ['gb', 'FR'] },
        { property: 'network_status', value: 'a' },
      ],
      excluded_publisher_id: [excluded],
      campaign_id: [campaign.campaign_id, second.campaign_id],
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success_count: 4, failure_count: 0 });
    expect(res.json.results.map((r: Result) => [r.campaign_id, r.publisher_id, r.status])).toEqual([
      [campaign.campaign_id, a, 't'],
      [campaign.campaign_id, b, 't'],
      [second.campaign_id, a, 't'],
      [second.campaign_id, b, 't'],
    ]);
    for (const id of [excluded, otherVertical, notApproved])
      expect(await participationOf(campaign.campaign_id, id)).toBeUndefined();

    // Without the network_status filter, the partner not approved on the network fails.
    const open = await decideNetworkPartners('invite', net.auth, net.networkId, {
      filter: [
        { property: 'operating_country', value: 'GB' },
        { property: 'promotional_method', value: '2' },
      ],
      campaign_id: [campaign.campaign_id],
    });
    expect(open.json.results.map((r: Result) => [r.publisher_id, r.error?.code ?? 'ok'])).toEqual([
      [a, 'ok'],
      [excluded, 'ok'],
      [otherVertical, 'ok'],
      [notApproved, 'publisher_not_approved'],
    ]);
    // A filter matching nobody: nothing to do.
    const none = await decideNetworkPartners('invite', net.auth, net.networkId, {
      filter: [{ property: 'vertical', value: '9' }],
      campaign_id: [campaign.campaign_id],
    });
    expect(none.json).toMatchObject({ success_count: 0, failure_count: 0, results: [] });
  });

  it('honours X-Prefer: return-synch and answers return-asynch synchronously too', async () => {
    const { net, campaign, fresh } = await world();
    const body = { publisher_id: [fresh.partnerId], campaign_id: [campaign.campaign_id] };
    for (const prefer of ['return-synch', 'return-asynch']) {
      const res = await decideNetworkPartners('invite', net.auth, net.networkId, body, {
        'X-Prefer': prefer,
      });
      expect(res.status, prefer).toBe(200);
      expect(res.json.success_count).toBe(1);
    }
    const bad = await decideNetworkPartners('invite', net.auth, net.networkId, body, {
      'X-Prefer': 'later',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.errors[0]).toMatchObject({
      property: 'X-Prefer',
      code: 'invalid_enum_value',
    });
  });
});

describe('POST /v2/networks/{network_id}/reject/network-partners', () => {
  it('rejects approved, pending and invited partners; r stays; a partner not on the campaign fails', async () => {
    const { net, brandUser, campaign, pending, fresh, approved } = await world();
    const invited = await approvedPartner(net);
    await decideNetworkPartners('invite', net.auth, net.networkId, {
      publisher_id: [invited.partnerId],
      campaign_id: [campaign.campaign_id],
    });
    const eventsBefore = (await eventsOf(net)).length;
    const res = await decideNetworkPartners('reject', brandUser.auth, net.networkId, {
      publisher_id: [pending.partnerId, approved.partnerId, invited.partnerId, fresh.partnerId],
      campaign_id: [campaign.campaign_id],
    });
    expect(res.status).toBe(200);
    expect(() => DecisionsResponse.parse(res.json)).not.toThrow();
    expect(res.json).toMatchObject({ success_count: 3, failure_count: 1 });
    expect(res.json.results.map(outcome)).toEqual([
      `${pending.partnerId}:ok:r`,
      `${approved.partnerId}:ok:r`,
      `${invited.partnerId}:ok:r`,
      `${fresh.partnerId}:entity_not_found:null`,
    ]);
    expect((await historyOf(campaign.campaign_id, approved.partnerId)).at(-1)).toMatchObject({
      fromStatus: 'a',
      toStatus: 'r',
      actorUserId: brandUser.userId,
    });
    const events = (await eventsOf(net)).slice(eventsBefore);
    expect(events.map((e) => e.type)).toEqual([
      'participation.rejected',
      'participation.rejected',
      'participation.rejected',
    ]);
    expect(await auditOf(net, 'rejected')).toHaveLength(3);

    const again = await decideNetworkPartners('reject', net.auth, net.networkId, {
      publisher_id: [pending.partnerId],
      campaign_id: [campaign.campaign_id],
    });
    expect(again.json).toMatchObject({
      success_count: 1,
      failure_count: 0,
      results: [{ status: 'r', success: true }],
    });
    expect(await historyOf(campaign.campaign_id, pending.partnerId)).toHaveLength(2);
    // The rejected partner cannot request again, but can be re-invited.
    expect(
      (await requestOne(pending.auth, pending.partnerId, campaign)).json.results[0].error.code,
    ).toBe('already_rejected');
  });

  it('rejects partners whose network status is not a (only approval needs it)', async () => {
    const { net, campaign, pending } = await world();
    await setNetworkStatus(net, pending.partnerId, 'p');
    const res = await decideNetworkPartners('reject', net.auth, net.networkId, {
      filter: [{ property: 'network_status', value: 'p' }],
      campaign_id: [campaign.campaign_id],
    });
    expect(res.json).toMatchObject({
      success_count: 1,
      results: [{ publisher_id: pending.partnerId, status: 'r' }],
    });
  });
});

describe('invite / reject network partners: validation, access and tenant isolation', () => {
  it('refuses bodies that are not exactly one form, partner collections, unknown filter properties and too many pairs', async () => {
    const { net, campaign, fresh } = await world();
    const c = [campaign.campaign_id];
    const p = [fresh.partnerId];
    const cases: [unknown, string, string, RegExp?][] = [
      [
        { partner_collection_id: '11l1', campaign_id: c },
        'partner_collection_id',
        'invalid_value',
        /not supported.*partner collections/,
      ],
      [{ campaign_id: c }, 'publisher_id', 'required_property'],
      [{ publisher_id: p }, 'campaign_id', 'required_property'],
      [
        { publisher_id: p, filter: [{ property: 'vertical', value: '1' }], campaign_id: c },
        'filter',
        'invalid_value',
        /exactly one/,
      ],
      [
        { publisher_id: p, excluded_publisher_id: p, campaign_id: c },
        'excluded_publisher_id',
        'invalid_value',
        /only allowed with filter/,
      ],
      [
        { filter: [{ property: 'ranking', value: '1' }], campaign_id: c },
        'filter[0].property',
        'invalid_enum_value',
        /"ranking".*network_status, vertical/,
      ],
      [
        { filter: [{ property: 'vertical', value: '999' }], campaign_id: c },
        'filter[0].value',
        'invalid_value',
        /"999"/,
      ],
      [
        { filter: [{ property: 'network_status', value: ['a', 'x'] }], campaign_id: c },
        'filter[0].value',
        'invalid_value',
        /"x"/,
      ],
      [
        { filter: [{ property: 'vertical' }], campaign_id: c },
        'filter[0].value',
        'required_property',
      ],
      [{ publisher_id: [], campaign_id: c }, 'publisher_id', 'invalid_lower_bound'],
      [{ publisher_id: ['abc'], campaign_id: c }, 'publisher_id[0]', 'invalid_value'],
      [{ publisher_id: p, campaign_id: c, extra: 1 }, 'extra', 'invalid_property'],
      [
        {
          publisher_id: Array.from({ length: 501 }, (_, i) => String(i + 1)),
          campaign_id: [campaign.campaign_id, '99999999'],
        },
        'publisher_id',
        'invalid_upper_bound',
        /1000/,
      ],
    ];
    for (const kind of ['invite', 'reject'] as const) {
      for (const [body, property, code, message] of cases) {
        const res = await decideNetworkPartners(kind, net.auth, net.networkId, body);
        expect(res.status, `${kind} ${property}`).toBe(400);
        expect(res.json.error.errors[0], `${kind} ${property}`).toMatchObject({ property, code });
        if (message) expect(res.json.error.errors[0].message, property).toMatch(message);
      }
    }
    expect(await participationOf(campaign.campaign_id, fresh.partnerId)).toBeUndefined();
  });

  it('is refused to partner users (403) and other networks (404); an ungranted brand user changes nothing; foreign ids fail per pair', async () => {
    const { net, campaign, fresh, pending } = await world();
    const body = {
      publisher_id: [fresh.partnerId, pending.partnerId],
      campaign_id: [campaign.campaign_id],
    };
    for (const kind of ['invite', 'reject'] as const) {
      expect(
        (await decideNetworkPartners(kind, fresh.auth, net.networkId, body)).status,
        kind,
      ).toBe(403);
      const foreign = await makeNetwork();
      expect(
        (await decideNetworkPartners(kind, foreign.auth, net.networkId, body)).status,
        kind,
      ).toBe(404);
      expect((await decideNetworkPartners(kind, net.auth, '99999999', body)).status, kind).toBe(
        404,
      );
      const ungranted = await makeBrandUser(net, []);
      const res = await decideNetworkPartners(kind, ungranted.auth, net.networkId, body);
      expect(res.json).toMatchObject({
        success_count: 0,
        failure_count: 2,
        results: [{ error: { code: 'unauthorized' } }, { error: { code: 'unauthorized' } }],
      });
      // Network B's staff naming A's campaign and partners on its own network: per-pair failures, A unchanged.
      const own = await decideNetworkPartners(kind, foreign.auth, foreign.networkId, body);
      expect(own.status).toBe(200);
      expect(own.json.results.map((r: Result) => r.error?.code)).toEqual([
        'entity_not_found',
        'entity_not_found',
      ]);
      const foreignSetup = await brandWithCampaign(foreign);
      const mixed = await decideNetworkPartners(kind, foreign.auth, foreign.networkId, {
        publisher_id: [fresh.partnerId],
        campaign_id: [foreignSetup.campaign.campaign_id],
      });
      expect(mixed.json.results[0].error.code).toBe('entity_not_found');
      // A filter never reaches another network's partners.
      const filtered = await decideNetworkPartners(kind, foreign.auth, foreign.networkId, {
        filter: [{ property: 'network_status', value: 'a' }],
        campaign_id: [foreignSetup.campaign.campaign_id],
      });
      expect(filtered.json).toMatchObject({ success_count: 0, failure_count: 0 });
    }
    expect(await participationOf(campaign.campaign_id, fresh.partnerId)).toBeUndefined();
    expect((await participationOf(campaign.campaign_id, pending.partnerId))?.status).toBe('p');
  });

  it('invites to a campaign whose brand user is granted, after a campaign update keeps it active', async () => {
    const { net, brandUser, campaign, fresh } = await world();
    await updateCampaign(net.auth, campaign.campaign_id, {
      campaign_id: campaign.campaign_id,
      status: 'r',
    });
    const res = await decideNetworkPartners('invite', brandUser.auth, net.networkId, {
      publisher_id: [fresh.partnerId],
      campaign_id: [campaign.campaign_id],
    });
    expect(res.json.results[0].error.code).toBe('campaign_not_active');
  });
});
