import { expect, test } from '@playwright/test';

test('pages send a nonce-based CSP and the usual security headers, and run under it without violations', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text()))
      violations.push(message.text());
  });
  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(
    /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/,
  );
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The page is interactive, so its scripts ran under the policy.
  await expect(page.getByRole('button', { name: /sign in/i })).toBeEnabled();
  const second = await page.request.get('/login');
  expect(second.headers()['content-security-policy']).not.toBe(headers['content-security-policy']);
  expect(violations).toEqual([]);
});
