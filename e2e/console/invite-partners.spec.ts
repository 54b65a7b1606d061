import { expect, test } from '@playwright/test';
import { Api, screenshot, signIn, tag } from '../support/console';

test('invite approved partners to a campaign from its page: outcome per partner, invitations listed and stored as t', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`inv-brand-${t}`);
  const campaign = await api.campaign(brand.advertiser_id, `Autumn ${t}`);
  const ann = await api.partner(`ann-${t}`);
  const bob = await api.partner(`bob-${t}`);
  const eve = await api.partner(`eve-${t}`);
  const pat = await api.partner(`pat-${t}`);
  await api.setStatus([ann.publisher_id, bob.publisher_id, eve.publisher_id], 'a');
  await api.setStatus([pat.publisher_id], 'p');

  await signIn(page);
  await page.goto(`/console/campaigns/${campaign.campaign_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Autumn ${t}`);
  const opener = page.getByRole('button', { name: 'Invite partners' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Invite partners to Autumn ${t}` });
  const search = dialog.getByRole('searchbox', { name: 'Search approved partners' });
  // Focus moves into the dialog, on the search.
  await expect(search).toBeFocused();

  // A partner pending on the network is not offered, and the empty result says so.
  await search.fill(pat.account_name);
  await expect(dialog.getByText(`No approved partners match “${pat.account_name}”`)).toBeVisible();

  // The selection is kept across searches.
  await search.fill(ann.account_name);
  await dialog.getByRole('checkbox', { name: ann.account_name }).check();
  await search.fill(`-${t}`);
  await expect(dialog.getByTestId('invite-results').getByRole('checkbox')).toHaveCount(3);
  await expect(dialog.getByRole('checkbox', { name: ann.account_name })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: pat.account_name })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: bob.account_name }).check();
  // Keyboard: Space ticks the focused checkbox.
  await dialog.getByRole('checkbox', { name: eve.account_name }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByText('3 partners selected')).toBeVisible();

  // Eve leaves the network (pending again) before the invitation is sent: her item fails.
  await api.setStatus([eve.publisher_id], 'p');
  await dialog.getByRole('button', { name: 'Invite 3 partners' }).click();

  const outcome = dialog.getByTestId('invite-outcome');
  await expect(
    outcome.getByRole('heading', { name: 'Some partners could not be invited' }),
  ).toBeFocused();
  await expect(outcome.getByTestId('invite-invited')).toContainText('2 partners invited.');
  await expect(outcome.getByTestId(`invite-failure-${eve.publisher_id}`)).toContainText(
    `${eve.account_name}: `,
  );
  await expect(outcome.getByTestId(`invite-failure-${eve.publisher_id}`)).toContainText(
    'only partners approved on the network can be invited',
  );
  await screenshot(page, 'invite-partners');

  await outcome.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The campaign's lists were refreshed: invitations are listed with the open requests.
  const queue = page.getByTestId('request-queue');
  await expect(queue.getByTestId(`request-${ann.account_name}`)).toContainText('Invited');
  await expect(queue.getByTestId(`request-${bob.account_name}`)).toContainText('Invited');
  await expect(queue.getByTestId(`request-${eve.account_name}`)).toHaveCount(0);

  // Stored as invitations (t): the v1 campaign-partner history and the v3 participations.
  for (const p of [ann, bob]) {
    const history = await api.history(campaign.campaign_id, p.publisher_id);
    expect(history.at(-1)).toMatchObject({ from_status: null, to_status: 't' });
    const body = await api.call('GET', `/v3/partner/${p.publisher_id}/participations?status[]=t`);
    expect(
      body.data.map((d: { campaign_id: string; status: string }) => [d.campaign_id, d.status]),
    ).toContainEqual([campaign.campaign_id, 't']);
  }
  const none = await api.call(
    'GET',
    `/v3/partner/${eve.publisher_id}/participations?status[]=a&status[]=p&status[]=r&status[]=t`,
  );
  expect(none.data.map((d: { campaign_id: string }) => d.campaign_id)).not.toContain(
    campaign.campaign_id,
  );
});

test('a brand user invites partners to a campaign of its granted brand', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const mine = await api.brand(`inv-mine-${t}`);
  const campaign = await api.campaign(mine.advertiser_id, `Granted ${t}`);
  const kim = await api.partner(`kim-${t}`);
  await api.setStatus([kim.publisher_id], 'a');
  const password = `Brand-${tag()}-Meadow`;
  const user = await api.user('brand', password, [mine.advertiser_id]);

  await signIn(page, user.email, password);
  await page.goto(`/console/campaigns/${campaign.campaign_id}`);
  await page.getByRole('button', { name: 'Invite partners' }).click();
  const dialog = page.getByRole('dialog', { name: `Invite partners to Granted ${t}` });
  await dialog.getByRole('searchbox', { name: 'Search approved partners' }).fill(kim.account_name);
  await dialog.getByRole('checkbox', { name: kim.account_name }).check();
  await dialog.getByRole('button', { name: 'Invite 1 partner' }).click();
  await expect(dialog.getByRole('heading', { name: 'Partners invited' })).toBeFocused();
  await expect(dialog.getByTestId('invite-invited')).toContainText('1 partner invited.');
  const history = await api.history(campaign.campaign_id, kim.publisher_id);
  expect(history.at(-1)).toMatchObject({ to_status: 't', actor_user_id: String(user.user_id) });
});
