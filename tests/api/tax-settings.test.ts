import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as taxRoute from '@/app/(api)/v3/network/[networkId]/tax-settings/route';
import * as feeRoute from '@/app/(api)/v3/network/[networkId]/invoice-fees/[campaignId]/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, networks } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { makeBrand, makeCampaign } from '../support/campaigns';
import { makeBrandUser } from '../support/partners';

// The network's tax settings (with the country self-bills' VAT is reckoned from) and a
// campaign's invoice fee, read and set by staff (docs/payments.md#brand-invoices-built).

const taxPath = (networkId: number) => `/v3/network/${networkId}/tax-settings`;
const readTax = (auth: string, networkId: number) =>
  call(taxRoute, taxPath(networkId), { auth, params: { networkId: String(networkId) } });
const patchTax = (auth: string, networkId: number, body: unknown) =>
  call(taxRoute, taxPath(networkId), {
    method: 'PATCH',
    auth,
    body,
    params: { networkId: String(networkId) },
  });
const fee = (auth: string, networkId: number, campaignId: string, body?: unknown) =>
  call(feeRoute, `/v3/network/${networkId}/invoice-fees/${campaignId}`, {
    method: body === undefined ? 'GET' : 'PUT',
    auth,
    body,
    params: { networkId: String(networkId), campaignId },
  });
const auditOf = async (networkId: number, entityType: string) =>
  (await getDb())
    .select({
      entityId: auditEvents.entityId,
      before: auditEvents.before,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.networkId, networkId)));

describe('tax settings', () => {
  it('reads the defaults; staff set the country with the rest, stored on the network, audited per change', async () => {
    const net = await makeNetwork();
    expect((await readTax(net.auth, net.networkId)).json.data).toEqual({
      vat_rate: '0',
      legal_name: '',
      legal_address: '',
      vat_number: null,
      payment_terms_days: 30,
      tax_country: null,
    });
    const res = await patchTax(net.auth, net.networkId, {
      vat_rate: '20',
      legal_name: 'Net Ltd',
      tax_country: 'GB',
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      vat_rate: '20',
      legal_name: 'Net Ltd',
      tax_country: 'GB',
    });
    const [network] = await (
      await getDb()
    )
      .select({ taxCountry: networks.taxCountry })
      .from(networks)
      .where(eq(networks.id, net.networkId));
    expect(network!.taxCountry).toBe('GB');
    expect(await auditOf(net.networkId, 'network_tax_settings')).toEqual([
      {
        entityId: String(net.networkId),
        before: { vat_rate: '0', legal_name: '', tax_country: null },
        after: { vat_rate: '20', legal_name: 'Net Ltd', tax_country: 'GB' },
      },
    ]);
    // The same values again change nothing and log nothing; null clears the country.
    await patchTax(net.auth, net.networkId, { vat_rate: '20.0', tax_country: 'GB' });
    expect(await auditOf(net.networkId, 'network_tax_settings')).toHaveLength(1);
    const cleared = await patchTax(net.auth, net.networkId, { tax_country: null });
    expect(cleared.json.data).toMatchObject({ vat_rate: '20', tax_country: null });
  });

  it('refuses an unknown country, a bad rate or an empty body, naming the field and writing nothing', async () => {
    const net = await makeNetwork();
    const refused = async (body: unknown, words: string) => {
      const res = await patchTax(net.auth, net.networkId, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.json)).toContain(words);
    };
    await refused(
      { tax_country: 'XX', legal_name: 'Not written' },
      'tax_country must be an ISO 3166-1 alpha-2',
    );
    await refused({ tax_country: 'Germany' }, 'tax_country');
    await refused({ vat_rate: '120' }, 'vat_rate');
    await refused({ vat_rate: '-5' }, 'vat_rate');
    await refused({}, 'Name at least one setting');
    expect((await readTax(net.auth, net.networkId)).json.data).toMatchObject({
      legal_name: '',
      tax_country: null,
    });
    expect(await auditOf(net.networkId, 'network_tax_settings')).toEqual([]);
  });

  it('is for staff: brand users get 403, another network 404', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const brand = await makeBrand(net);
    const brandUser = await makeBrandUser(net, [Number(brand.advertiser_id)]);
    expect((await readTax(brandUser.auth, net.networkId)).status).toBe(403);
    expect((await patchTax(brandUser.auth, net.networkId, { tax_country: 'DE' })).status).toBe(403);
    expect((await patchTax(other.auth, net.networkId, { tax_country: 'DE' })).status).toBe(404);
    expect((await readTax(net.auth, net.networkId)).json.data.tax_country).toBeNull();
  });
});

describe('campaign invoice fees', () => {
  it('reads 0% of commission until set; staff set it (audited) and read it back', async () => {
    const net = await makeNetwork();
    const brand = await makeBrand(net);
    const campaign = await makeCampaign(net, brand.advertiser_id);
    const id = campaign.campaign_id;
    expect((await fee(net.auth, net.networkId, id)).json.data).toEqual({
      campaign_id: id,
      basis: 'commission',
      rate: '0',
    });
    const set = await fee(net.auth, net.networkId, id, { basis: 'sale_value', rate: '2.5' });
    expect(set.status).toBe(200);
    expect((await fee(net.auth, net.networkId, id)).json.data).toEqual({
      campaign_id: id,
      basis: 'sale_value',
      rate: '2.5',
    });
    expect(await auditOf(net.networkId, 'campaign_invoice_fee')).toEqual([
      { entityId: id, before: null, after: { basis: 'sale_value', rate: '2.5' } },
    ]);
  });

  it('refuses a rate above 100 or a basis it does not know, writing nothing; other networks’ campaigns are not found', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const brand = await makeBrand(net);
    const id = (await makeCampaign(net, brand.advertiser_id)).campaign_id;
    const over = await fee(net.auth, net.networkId, id, { basis: 'commission', rate: '101' });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.json)).toContain('rate');
    const basis = await fee(net.auth, net.networkId, id, { basis: 'profit', rate: '5' });
    expect(basis.status).toBe(400);
    expect(JSON.stringify(basis.json)).toContain('basis');
    expect((await fee(net.auth, net.networkId, id)).json.data.rate).toBe('0');
    expect(await auditOf(net.networkId, 'campaign_invoice_fee')).toEqual([]);
    expect((await fee(other.auth, other.networkId, id)).status).toBe(404);
  });
});
