import { expect, type Page } from '@playwright/test';
import type { Api } from '../support/console';
import { confirmationLink, tokenOf } from '../support/mail';

/** Helpers of the partner suite: the e2e network does not auto-approve partners. */

export const PASSWORD = 'Kupfer-Kessel-Morgen-42';

/** Publishes network terms for a locale (and country) as staff; returns the new version's id. */
export async function publishTerms(
  api: Api,
  locale: string,
  country: string | null,
  content: string,
): Promise<string> {
  const body = await api.call(
    'POST',
    `/v3/network/${api.s.network_id}/network-terms-and-conditions`,
    { locale, country, content },
  );
  return body.data.id;
}

/**
 * A partner signed up through the public operations, no browser involved: the sign-up (what
 * the sign-up page posts; 202, nothing created yet), then the link from the confirmation
 * e-mail (what the confirm page posts), which creates the partner and its login.
 */
export async function signUpByApi(
  api: Api,
  name: string,
  where: { locale: string; country: string } = { locale: 'en', country: 'GB' },
) {
  const info = await api.request.get(
    `/v3/public/networks/${api.s.network_id}/signup?locale=${where.locale}&country=${where.country}`,
  );
  const termsId = (await info.json()).data.terms.id as string;
  const email = `${name}@signup.e2e.test`;
  const res = await api.request.post(`/v3/public/networks/${api.s.network_id}/partner-signups`, {
    data: {
      terms_id: termsId,
      terms_accepted: true,
      ...where,
      account_name: name,
      firstname: 'Erika',
      lastname: 'Muster',
      email,
      password: PASSWORD,
      phone: '+49 30 1234567',
      address1: 'Hauptstraße 1',
      postcode: '10115',
    },
  });
  if (res.status() !== 202) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const token = tokenOf(await confirmationLink(email));
  const confirmed = await api.request.post('/v3/public/partner-signup-confirmations', {
    data: { token },
  });
  if (confirmed.status() !== 201)
    throw new Error(`confirmation failed: ${confirmed.status()} ${await confirmed.text()}`);
  return (await confirmed.json()).data as {
    partner_id: string;
    email: string;
    account_name: string;
    network_status: string;
  };
}

/** The partner's id by its account name, as staff see it. */
export async function partnerIdOf(api: Api, accountName: string): Promise<string> {
  const body = await api.call(
    'GET',
    `/network/${api.s.network_id}/publisher?q=${encodeURIComponent(accountName)}`,
  );
  return body.publishers[0].publisher.publisher_id;
}

/** Signs in on /login; a partner user lands in its partner area. */
export async function signInAs(
  page: Page,
  email: string,
  password = PASSWORD,
  landing: RegExp = /\/partner$/,
) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing);
}

export const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Partner area' }).getByRole('link', { name, exact: true });
