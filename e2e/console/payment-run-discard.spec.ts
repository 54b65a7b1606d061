import { expect, test } from '@playwright/test';
import { Api, signIn } from '../support/console';

// A payment run that should not go ahead (nobody included, a wrong cut-off) is discarded from
// its page on a phone: Cancel changes nothing, Discard frees the currency for a new run.

test.use({ viewport: { width: 375, height: 812 } });

test('staff discard a previewed run from its page, and the currency is free again', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const runsPath = `/v3/network/${api.s.network_id}/payment-runs`;
  // A retry after a failure: an open USD run of the first attempt goes first.
  const runs = await api.call('GET', runsPath);
  for (const r of runs.data as { id: string; currency: string; status: string }[])
    if (r.currency === 'USD' && (r.status === 'previewed' || r.status === 'approved'))
      await request.fetch(`${runsPath}/${r.id}`, {
        method: 'DELETE',
        headers: { authorization: api.auth },
      });

  await signIn(page);
  await page.goto('/console/payments');
  await page.getByRole('button', { name: 'New payment run' }).first().click();
  const runDialog = page.getByRole('dialog', { name: 'New payment run' });
  await runDialog.getByLabel('Currency').selectOption('USD');
  await runDialog.getByRole('button', { name: 'Preview the run' }).click();
  await expect(page).toHaveURL(/\/console\/payments\/\d+$/);
  const runId = page.url().split('/').pop()!;
  await expect(page.getByText('Nobody is included, so there is nothing to approve.')).toBeVisible();

  const discard = page.getByRole('button', { name: 'Discard run' });
  await discard.scrollIntoViewIfNeeded();
  const box = (await discard.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await discard.click();
  const confirm = page.getByRole('dialog', { name: 'Discard the run?' });
  await expect(confirm).toContainText('nothing is paid');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/console/payments/${runId}$`));

  await discard.click();
  await confirm.getByRole('button', { name: 'Discard run' }).click();
  await expect(page).toHaveURL(/\/console\/payments$/);
  await expect(page.getByText('Run discarded.')).toBeVisible();
  await expect(page.getByTestId(`payment-run-${runId}`)).toHaveCount(0);

  // The currency is free: a new USD run starts (and is discarded again, leaving nothing open).
  const again = await api.call('POST', runsPath, {
    currency: 'USD',
    payment_type: 'bank_transfer',
  });
  const gone = await request.fetch(`${runsPath}/${again.data.id}`, {
    method: 'DELETE',
    headers: { authorization: api.auth },
  });
  expect(gone.status()).toBe(204);
});
