import { expect, test, type Browser } from '@playwright/test';
import { Api, screenshot, signIn, tag } from '../support/console';
import { nav, signInAs, signUpByApi } from './helpers';

/** The console in a browser context of its own, signed in as `email`. */
async function consoleAs(browser: Browser, api: Api, email: string, password: string) {
  const context = await browser.newContext({ baseURL: api.s.baseUrl, locale: 'en-GB' });
  const page = await context.newPage();
  await signIn(page, email, password);
  return { context, page };
}

test('a brand invites a partner and gives it terms of its own; the partner accepts them and the campaign is under My campaigns', async ({
  page,
  browser,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const partner = await signUpByApi(api, `invitee-${t}`);
  await api.setStatus([partner.partner_id], 'a');
  const brand = await api.brand(`inviter-${t}`);
  // The campaign has general terms; the partner gets terms of its own, which apply instead.
  const campaign = (
    await api.call('POST', '/campaign', {
      advertiser_id: brand.advertiser_id,
      title: `Spring ${t}`,
      destination_url: 'https://inviter.example/spring',
      default_commission_rate: '7',
      custom_terms: { title: `General ${t}`, terms: `<p>General rules ${t}.</p>`, locale: 'en' },
    })
  ).campaign;
  const password = `Brand-${tag()}-Meadow`;
  const user = await api.user('brand', password, [brand.advertiser_id]);

  // The brand user invites the partner from the campaign page.
  const brandSide = await consoleAs(browser, api, user.email, password);
  const cp = brandSide.page;
  await cp.goto(`/console/campaigns/${campaign.campaign_id}`);
  await cp.getByRole('button', { name: 'Invite partners' }).click();
  let dialog = cp.getByRole('dialog', { name: `Invite partners to Spring ${t}` });
  await dialog
    .getByRole('searchbox', { name: 'Search approved partners' })
    .fill(partner.account_name);
  await dialog.getByRole('checkbox', { name: partner.account_name }).check();
  await dialog.getByRole('button', { name: 'Invite 1 partner' }).click();
  await expect(dialog.getByTestId('invite-invited')).toContainText('1 partner invited.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Then custom terms for that partner only.
  await cp.getByRole('tab', { name: 'Custom terms' }).click();
  const termsSection = cp.getByRole('region', { name: 'Custom terms' });
  await termsSection.getByRole('button', { name: 'Create custom terms' }).click();
  dialog = cp.getByRole('dialog', { name: 'Create custom terms' });
  await dialog.getByLabel('Chosen partners only').check();
  await dialog.getByLabel('Title').fill(`Partner rules ${t}`);
  await dialog.getByLabel('Terms', { exact: true }).fill(`<p>No voucher sites for you (${t}).</p>`);
  await dialog.getByRole('checkbox', { name: partner.account_name }).check();
  await dialog.getByRole('button', { name: 'Create terms' }).click();
  await expect(dialog).toBeHidden();
  await expect(cp.getByText(`“Partner rules ${t}” created for the chosen partners.`)).toBeVisible();
  const partnerTermsRow = termsSection.getByRole('row').filter({ hasText: `Partner rules ${t}` });
  await expect(partnerTermsRow).toContainText('1 partner');
  await expect(partnerTermsRow).toContainText('In force');
  await screenshot(cp, 'invitation-brand-custom-terms');
  await brandSide.context.close();
  // Versions count per campaign (general and partner terms share the sequence).
  const listed = await api.call('GET', `/campaign/${campaign.campaign_id}/custom_terms`);
  const partnerTerms = listed.custom_terms.find(
    (c: { title: string }) => c.title === `Partner rules ${t}`,
  );
  expect(partnerTerms.publishers).toEqual([partner.partner_id]);

  // The partner finds the invitation, with its own terms (not the general ones) to accept.
  await signInAs(page, partner.email);
  await nav(page, 'Invitations').click();
  await expect(page).toHaveURL(/\/partner\/invitations$/);
  const fromBrand = page.getByRole('region', { name: `Invitations from inviter-${t}` });
  const row = fromBrand.getByTestId(`invitation-${campaign.campaign_id}`);
  await expect(row).toContainText(`Spring ${t}`);
  await expect(row).toContainText('Custom terms');
  await screenshot(page, 'partner-invitations');

  const acceptRow = row.getByRole('button', { name: `Accept the invitation to Spring ${t}` });
  // Cancel leaves the invitation as it was.
  await acceptRow.click();
  dialog = page.getByRole('dialog', { name: `Accept the invitation to “Spring ${t}”` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await acceptRow.click();
  await expect(dialog).toContainText(`inviter-${t} invited you to this campaign.`);
  const terms = dialog.getByTestId('invitation-terms');
  await expect(terms).toContainText(`No voucher sites for you (${t}).`);
  await expect(terms).not.toContainText(`General rules ${t}.`);
  const join = dialog.getByRole('button', { name: 'Accept terms and join' });
  await expect(join).toBeDisabled();
  await dialog
    .getByLabel(`I accept “Partner rules ${t}” (version ${partnerTerms.version})`)
    .check();
  await screenshot(page, 'partner-invitation-terms');
  await join.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('invitation-outcome')).toContainText(
    `You joined “Spring ${t}”: it is now under My campaigns.`,
  );
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No invitations')).toBeVisible();

  // Under My campaigns, approved, with the partner's own terms.
  await page.getByRole('link', { name: 'See my campaigns' }).click();
  await expect(page).toHaveURL(/\/partner\/campaigns$/);
  await expect(page.getByRole('tab', { name: /Approved/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const mine = page.getByTestId(`my-campaign-${campaign.campaign_id}`);
  await expect(mine).toContainText(`Spring ${t}`);
  await expect(mine).toContainText('7.00%');
  await expect(mine).toContainText(`Partner rules ${t}`);
  await expect(mine).toContainText('https://inviter.example/spring');
  await expect(page.getByTestId('invitations-notice')).toHaveCount(0);
  await screenshot(page, 'partner-invitation-joined');

  // Stored: invited (t), then approved (a) by the partner's acceptance.
  const history = await api.history(campaign.campaign_id, partner.partner_id);
  expect(history.map((h) => h.to_status)).toEqual(['t', 'a']);
});

test('a partner declines an invitation after confirming; it leaves the list and is not joined', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const partner = await signUpByApi(api, `decliner-${t}`);
  await api.setStatus([partner.partner_id], 'a');
  const brand = await api.brand(`asker-${t}`);
  const kept = await api.campaign(brand.advertiser_id, `Kept ${t}`);
  const refused = await api.campaign(brand.advertiser_id, `Refused ${t}`);
  const invited = await api.call(
    'POST',
    `/v2/networks/${api.s.network_id}/invite/network-partners`,
    {
      campaign_id: [kept.campaign_id, refused.campaign_id],
      publisher_id: [partner.partner_id],
    },
  );
  expect(invited.results.map((r: { success: boolean }) => r.success)).toEqual([true, true]);

  await signInAs(page, partner.email);
  // My campaigns points to the invitations waiting for an answer.
  await nav(page, 'My campaigns').click();
  await expect(page.getByTestId('invitations-notice')).toContainText(
    '2 invitations from brands wait for your answer.',
  );
  await page.getByRole('link', { name: 'See invitations' }).click();
  await expect(page).toHaveURL(/\/partner\/invitations$/);
  const refusedRow = page.getByTestId(`invitation-${refused.campaign_id}`);
  const keptRow = page.getByTestId(`invitation-${kept.campaign_id}`);
  await expect(keptRow).toBeVisible();
  // No custom terms: no badge.
  await expect(refusedRow).not.toContainText('Custom terms');

  // Cancelling the confirmation declines nothing.
  await refusedRow.getByRole('button', { name: `Decline the invitation to Refused ${t}` }).click();
  let confirm = page.getByRole('dialog', { name: `Decline the invitation to “Refused ${t}”?` });
  await expect(confirm).toContainText(`asker-${t} sees that you declined.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(refusedRow).toBeVisible();

  await refusedRow.getByRole('button', { name: `Decline the invitation to Refused ${t}` }).click();
  confirm = page.getByRole('dialog', { name: `Decline the invitation to “Refused ${t}”?` });
  await confirm.getByRole('button', { name: 'Decline invitation' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByText(`You declined the invitation to “Refused ${t}”.`).first(),
  ).toBeVisible();
  await expect(refusedRow).toHaveCount(0);
  await expect(keptRow).toBeVisible();
  await screenshot(page, 'partner-invitation-declined');

  // Not joined: neither approved nor pending; the other invitation still waits.
  await nav(page, 'My campaigns').click();
  await expect(page.getByTestId('invitations-notice')).toContainText(
    '1 invitation from brands waits for your answer.',
  );
  await expect(page.getByText('No approved campaigns yet')).toBeVisible();
  await expect(page.getByTestId(`my-campaign-${refused.campaign_id}`)).toHaveCount(0);
  const history = await api.history(refused.campaign_id, partner.partner_id);
  expect(history.at(-1)).toMatchObject({ from_status: 't', to_status: 'r' });
  expect(await api.participants(refused.campaign_id, 'a')).toEqual([]);
});
