import { expect, test } from '@playwright/test';
import { Api, signIn, tag } from '../support/console';

test('a sale value typed with thousands separators is read as a number; a bad one is explained in words', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`labels-${t}`);
  const campaign = await api.campaign(brand.advertiser_id, `Labels ${t}`);
  const partner = await api.partner(`labels-p-${t}`);
  await api.setStatus([partner.publisher_id], 'a');

  await signIn(page);
  await page.goto(`/console/campaigns/${campaign.campaign_id}?tab=commissions`);
  const form = page.getByRole('form', { name: 'Commission preview' });
  await form.getByLabel('Partner ID').fill(partner.publisher_id);
  const value = form.getByLabel('Sale value');

  // "12,500" is 12500: the campaign's default rate of 5% pays 625.
  await value.fill('12,500');
  await form.getByRole('button', { name: 'Preview commission' }).click();
  await expect(form.getByTestId('commission-preview-answer')).toContainText('This sale would pay');
  await expect(form.getByTestId('commission-preview-answer')).toContainText('625');

  // Not a number: said in words beside the field, with no field name and no retry.
  await value.fill('twelve');
  await form.getByRole('button', { name: 'Preview commission' }).click();
  await expect(value).toHaveAccessibleDescription('Enter a number like 12500.00');
  await expect(form).not.toContainText('This value is not valid');
  await expect(form).not.toContainText(/\bvalue:/);
  await expect(form.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
