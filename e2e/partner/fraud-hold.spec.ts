import { expect, test } from '@playwright/test';
import { fraudWorld } from '../support/fraud';
import { nav, signInAs } from './helpers';

/**
 * The partner whose payments a fraud incident holds reads why, in words, and whom to contact
 * (issue 32), on its Payments page; in German too.
 */
test('a held partner reads the reason for the hold and whom to contact', async ({
  page,
  request,
}) => {
  const { campaign, partner } = await fraudWorld(request);
  await signInAs(page, partner.email);
  await nav(page, 'Payments').click();
  const held = page.getByTestId('held-payments');
  await expect(held.getByRole('heading')).toHaveText('Payments on hold');
  await expect(held).toContainText(
    `our checks found many sales from one address in a short time on the campaign ${campaign.title}`,
  );
  await expect(held).toContainText('To have it reviewed, contact');
  await expect(held).not.toContainText('sales_per_ip');
});
