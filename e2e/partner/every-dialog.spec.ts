import { expect, test } from '@playwright/test';
import { Api, tag } from '../support/console';
import { openAndCancel } from '../support/page-checks';
import { signInAs, signUpByApi } from './helpers';

// Issue 23 item 1 in the partner area: every dialog has a title, a close button and Cancel,
// and Cancel closes it without changing anything.

test('every partner-area dialog closes with Cancel and changes nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = new Api(request);
  const t = tag();
  const partner = await signUpByApi(api, `dialogs-${t}`);
  await api.setStatus([partner.partner_id], 'a');
  const brand = await api.brand(`dialogs-brand-${t}`);
  const open = await api.campaign(brand.advertiser_id, `Open ${t}`);
  // Terms of its own, so accepting the invitation asks for them in a dialog.
  const invited = (
    await api.call('POST', '/campaign', {
      advertiser_id: brand.advertiser_id,
      title: `Invited ${t}`,
      destination_url: 'https://shop.example/invited',
      default_commission_rate: '5',
      custom_terms: { title: `Rules ${t}`, terms: `<p>Rules ${t}.</p>`, locale: 'en' },
    })
  ).campaign;
  await api.call('POST', `/v2/networks/${api.s.network_id}/invite/network-partners`, {
    campaign_id: [invited.campaign_id],
    publisher_id: [partner.partner_id],
  });
  await signInAs(page, partner.email);
  const button = (name: string) => page.getByRole('button', { name, exact: true });

  await page.goto('/partner/websites');
  await openAndCancel(page, button('Add website'), 'Add a website');
  await page.goto('/partner/databases');
  await openAndCancel(page, button('Add database'), 'Add a database');

  await page.goto('/partner/discover');
  await openAndCancel(page, button(`Request to join Open ${t}`), `Request to join “Open ${t}”`);

  await page.goto('/partner/invitations');
  await openAndCancel(
    page,
    button(`Decline the invitation to Invited ${t}`),
    `Decline the invitation to “Invited ${t}”?`,
  );
  await openAndCancel(
    page,
    button(`Accept the invitation to Invited ${t}`),
    `Accept the invitation to “Invited ${t}”`,
  );

  // Missing sales: the claim form, and withdrawing a claim (sent by staff for the partner).
  const joined = await api.campaign(brand.advertiser_id, `Joined ${t}`);
  await api.requestCampaign(partner.partner_id, joined);
  await api.accept(joined.campaign_id, partner.partner_id);
  await api.call('POST', `/user/publisher/${partner.partner_id}/tq/create`, {
    transaction_queries: [
      {
        camref: `${joined.campaign_id}l${partner.partner_id}`,
        conversion_reference: `order-${t}`,
        conversion_value: '10.00',
      },
    ],
  });
  const withdraw = button(`Withdraw the claim for order order-${t}`);
  await expect(async () => {
    await page.goto('/partner/claims');
    await expect(withdraw).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await openAndCancel(page, button('Claim a sale'), 'Claim a sale');
  await openAndCancel(page, withdraw, 'Withdraw claim');
  await expect(withdraw).toBeVisible();

  await page.goto('/partner/payment-details');
  await openAndCancel(page, button('Add payment details'), 'Add payment details');
  await expect(page.getByText('No payment details yet')).toBeVisible();

  // Nothing changed: the invitation is still open, no request was made.
  await page.goto('/partner/invitations');
  await expect(button(`Decline the invitation to Invited ${t}`)).toBeVisible();
  expect(await api.participants(open.campaign_id, 'p')).toEqual([]);
});
