import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Api, screenshot, signIn, tag } from '../support/console';

interface Received {
  signature: string;
  body: string;
}

/** A receiver on 127.0.0.1 (the e2e server may reach it) that records what it is sent. */
async function receiver(): Promise<{ url: string; received: Received[]; close: () => void }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ signature: String(req.headers['webhook-signature'] ?? ''), body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: () => server.close(),
  };
}

test('webhooks: add an endpoint, keep its secret, receive a signed event, read the delivery log, disable it', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const hook = await receiver();
  try {
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Webhooks' })
      .click();
    await expect(page).toHaveURL(/\/console\/webhooks$/);
    await page.getByRole('button', { name: 'Add webhook' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });

    // No event chosen: the form says so and sends nothing.
    await dialog.getByLabel('URL', { exact: true }).fill(hook.url);
    await dialog.getByLabel('Description', { exact: true }).fill(`e2e ${t}`);
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(dialog.getByText('Choose at least one event')).toBeVisible();

    await dialog.getByLabel('brand.created').check();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    const added = page.getByRole('dialog', { name: 'Webhook added' });
    const secret = (await added.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await added.getByRole('button', { name: 'Done' }).click();
    const row = page.getByTestId('webhooks').getByRole('row').filter({ hasText: hook.url });
    await expect(row).toContainText('Enabled');
    await expect(page.getByText(secret)).toHaveCount(0);

    // A change the endpoint subscribed to: the receiver gets it, signed with that secret.
    const brand = await api.brand(`Hooked ${t}`);
    const ours = () =>
      hook.received.find((r) => r.body.includes(`"brand_id":"${brand.advertiser_id}"`));
    await expect.poll(() => Boolean(ours()), { timeout: 20_000 }).toBe(true);
    const { signature, body } = ours()!;
    const [, timestamp, mac] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature)!;
    expect(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')).toBe(mac);
    expect(JSON.parse(body)).toMatchObject({
      type: 'brand.created',
      data: { brand_id: brand.advertiser_id },
    });

    // The delivery log shows it delivered with the receiver's answer.
    await row.getByRole('link', { name: 'Deliveries' }).click();
    const deliveries = page.getByTestId('webhook-deliveries').getByRole('row');
    await expect(deliveries.filter({ hasText: 'brand.created' }).first()).toContainText('204');
    await screenshot(page, 'webhook-deliveries');

    // Disabled: no more deliveries.
    await page.goBack();
    await row.getByRole('button', { name: `Disable ${hook.url}` }).click();
    await expect(row).toContainText('Disabled');
    const before = hook.received.length;
    await api.brand(`Unheard ${t}`);
    await page.waitForTimeout(1_500);
    expect(hook.received.length).toBe(before);
  } finally {
    hook.close();
  }
});
