import { expect, test } from '@playwright/test';
import { Api, tag } from '../support/console';
import { PASSWORD, signInAs, signUpByApi } from './helpers';

// Issue 23, item 6: a partner sees everything it needs to call the API: no application key,
// its own API key (in full once, after rotating) and a curl example that works.
test('the partner profile shows how to call the API; the rotated key and the curl example work', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const partner = await signUpByApi(api, `apikey-${t}`);
  await signInAs(page, partner.email);
  await page.goto('/partner/profile');
  const section = page.getByRole('region', { name: 'API access' });
  await expect(section).toContainText('Leave it empty');
  await expect(section.getByTestId('curl-example')).toContainText('curl -u ":YOUR_API_KEY"');

  await section.getByRole('button', { name: 'Rotate API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate your API key?' });
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Rotate API key' }).click();
  const key = (await section.getByTestId('partner-new-api-key').textContent())!.trim();
  expect(key.length).toBeGreaterThan(20);
  await expect(section.getByTestId('curl-example')).toContainText(`curl -u ":${key}"`);

  // What the example sends: Basic with an empty user name and the new key.
  const res = await request.get('/v3/users/me', {
    headers: { authorization: `Basic ${Buffer.from(`:${key}`).toString('base64')}` },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).data.email).toBe(partner.email);
});
