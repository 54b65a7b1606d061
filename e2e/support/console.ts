import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { basicAuth, readState, type E2EState } from './state';

/**
 * Helpers for the console suite: the e2e network starts empty (admin CLI, no demo data), so
 * each test makes what it needs through the API with the state file's Basic keys.
 */

export const tag = () => randomUUID().slice(0, 8);

export async function screenshot(page: Page, name: string) {
  mkdirSync('e2e/screenshots', { recursive: true });
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

/** Signs in through the login page (as the network's staff user unless told otherwise). */
export async function signIn(page: Page, email?: string, password?: string) {
  const s = readState();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email ?? s.email);
  await page.getByLabel('Password').fill(password ?? s.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/console$/);
}

export class Api {
  readonly s: E2EState;
  constructor(
    readonly request: APIRequestContext,
    auth?: string,
  ) {
    this.s = readState();
    this.auth = auth ?? basicAuth(this.s);
  }
  readonly auth: string;

  async call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    path: string,
    body?: unknown,
    expected = [200, 201],
  ) {
    const res = await this.request.fetch(path, {
      method,
      headers: { authorization: this.auth },
      data: body === undefined ? undefined : body,
    });
    const json = await res.json().catch(() => undefined);
    if (!expected.includes(res.status()))
      throw new Error(`${method} ${path}: ${res.status()} ${JSON.stringify(json)}`);
    return json;
  }

  /** The id of the network's current English terms, which new partners accept. */
  async termsId(): Promise<string> {
    const body = await this.call('GET', `/reference/terms/en/GB/${this.s.network_id}`);
    return body.terms[0].term.ref_terms_and_conditions_locale_id;
  }

  async partner(
    name: string,
    fields: Record<string, unknown> = {},
  ): Promise<{ publisher_id: string; account_name: string }> {
    const body = await this.call('POST', '/user/publisher', {
      account_name: name,
      company_name: `${name} Media Ltd`,
      vertical: 1,
      promotional_method: 1,
      signup_ip: '203.0.113.7',
      entity_terms_id: await this.termsId(),
      contact_email: `${name}@partners.e2e.test`,
      ...fields,
    });
    return body.publisher;
  }

  async setStatus(ids: string[], status: 'a' | 'p' | 'r' | 'n') {
    await this.call('POST', `/network/${this.s.network_id}/publisher`, {
      publishers: ids.map((publisher_id) => ({ publisher_id, network_status: status })),
    });
  }

  async brand(name: string): Promise<{ advertiser_id: string }> {
    const body = await this.call('POST', '/user/advertiser', {
      account_name: name,
      company_name: `${name} Retail Ltd`,
      display_name: name,
      address1: '1 High Street',
      country: 'GB',
      postcode: 'EC1A 1BB',
      phone: '02079460000',
      signup_ip: '203.0.113.10',
    });
    return body.advertiser;
  }

  async campaign(
    brandId: string,
    title: string,
  ): Promise<{ campaign_id: string; advertiser_id: string }> {
    const body = await this.call('POST', '/campaign', {
      advertiser_id: brandId,
      title,
      destination_url: 'https://shop.example/e2e',
      default_commission_rate: '5',
    });
    return body.campaign;
  }

  /** Staff request a campaign on a partner's behalf; the partner must be approved on the network. */
  async requestCampaign(
    partnerId: string,
    campaign: { campaign_id: string; advertiser_id: string },
  ) {
    const body = await this.call('POST', `/v2/publishers/${partnerId}/campaign-requests`, {
      campaign_requests: [
        { advertiser_id: campaign.advertiser_id, campaign_id: campaign.campaign_id },
      ],
    });
    if (body.success_count !== 1) throw new Error(`request failed: ${JSON.stringify(body)}`);
  }

  async accept(campaignId: string, partnerId: string) {
    await this.call('POST', `/v2/networks/${this.s.network_id}/campaign-requests/accept`, {
      campaign_requests: [{ campaign_id: campaignId, publisher_id: partnerId }],
    });
  }

  /** The partners on a campaign with one participation status. */
  async participants(campaignId: string, status: 'a' | 'p' | 'r'): Promise<string[]> {
    const body = await this.call(
      'GET',
      `/campaign/${campaignId}/publisher?campaign_status=${status}`,
    );
    return body.publishers
      .map((p: { publisher: { account_name: string } }) => p.publisher.account_name)
      .sort();
  }

  async history(campaignId: string, partnerId: string) {
    const body = await this.call('GET', `/campaign/${campaignId}/publisher/${partnerId}`);
    return body.publishers[0].publisher.campaign_status_history as {
      from_status: string | null;
      to_status: string;
      reason: string | null;
    }[];
  }

  /** A user of the network with a console password (our v3 operation). */
  async user(role: 'network' | 'brand', password: string, brandIds: string[] = []) {
    const name = `${role}-${tag()}`;
    const body = await this.call('POST', `/v3/network/${this.s.network_id}/users`, {
      user_name: name,
      email: `${name}@users.e2e.test`,
      role,
      password,
      brand_ids: role === 'brand' ? brandIds : undefined,
    });
    return {
      ...body.data,
      email: body.data.email as string,
      user_api_key: body.data.user_api_key as string,
    };
  }
}
