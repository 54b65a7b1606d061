import { expect, test } from '@playwright/test';
import { Api, signIn, tag } from '../support/console';
import { emailsTo } from '../support/mail';

/**
 * /console/communications (issue 35): staff write a message to all approved partners, the
 * preview counts whom it reaches, cancelling the send's confirmation sends nothing, then the
 * message is sent; the list shows it as sent with what went out, and the API agrees. The e2e
 * server has no SMTP_URL, so each message is written to its log (e2e/support/mail.ts): our
 * partner's copy is read there.
 */

interface Summary {
  communication_id: string;
  sent: number;
  unsubscribes: number;
}

const countIn = (text: string | null, pattern: RegExp) => Number(pattern.exec(text ?? '')?.[1]);

test('staff compose a message to all approved partners, preview the count, cancel and then send it', async ({
  page,
  request,
}) => {
  const staff = new Api(request);
  const t = tag();
  // At least one approved partner with an address: this one.
  const partner = await staff.partner(`comms-${t}`, { contact_name: 'Robin' });
  await staff.setStatus([partner.publisher_id], 'a');
  const address = `comms-${t}@partners.e2e.test`;
  const subject = `Spring offer ${t}`;

  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Communications' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Communications');

  // Cancel closes the compose dialog without saving anything.
  await page.getByRole('button', { name: 'New message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByLabel('Subject', { exact: true }).fill(`Never saved ${t}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const none = await staff.call('GET', '/v2/communications');
  expect(
    none.communications.filter((c: { subject: string }) => c.subject === `Never saved ${t}`),
  ).toEqual([]);

  // Write it; the placeholders are listed as a hint.
  await page.getByRole('button', { name: 'New message' }).click();
  await expect(dialog.getByTestId('placeholder-hint')).toContainText('[contact_name,fallback=]');
  await dialog.getByLabel('Subject', { exact: true }).fill(subject);
  await dialog
    .getByLabel('Message', { exact: true })
    .fill('Hello [contact_name,fallback=there],\n\nDouble commission on every sale this week.');
  await expect(dialog.getByLabel('All approved partners')).toBeChecked();

  // The preview saves a draft and counts whom it reaches.
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByTestId('message-preview');
  await expect(preview).toContainText(/Goes to \d+ partners? now \(All approved partners\)/);
  await expect(preview).toContainText('Hello there,');
  const previewed = countIn(await preview.textContent(), /Goes to (\d+) partner/);
  expect(previewed).toBeGreaterThanOrEqual(1);
  const drafts = await staff.call('GET', '/v2/communications?status=draft');
  const draft = drafts.communications.find((c: { subject: string }) => c.subject === subject);
  expect(draft).toMatchObject({
    status: 'draft',
    recipient_segments: { all_approved_partners: true },
  });
  const counted = await staff.call('GET', `/v2/communications/${draft.id}/recipient-count`);
  expect(counted.count).toBeGreaterThanOrEqual(1);

  // Cancelling the confirmation sends nothing: still a draft, nothing in the summary.
  await dialog.getByRole('button', { name: 'Send…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this message' });
  await expect(confirm).toContainText(new RegExp(`\\d+ partners? will get “${subject}” by e-mail`));
  expect(countIn(await confirm.textContent(), /(\d+) partners? will get/)).toBeGreaterThanOrEqual(
    1,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
  expect((await staff.call('GET', `/v2/communications/${draft.id}`)).communication.status).toBe(
    'draft',
  );
  const before = await staff.call('GET', '/v2/communications/summary?limit=300');
  expect(before.summary.filter((s: Summary) => s.communication_id === draft.id)).toEqual([]);
  expect(emailsTo(address).filter((m) => m.subject === subject)).toEqual([]);

  // Send it.
  await dialog.getByRole('button', { name: 'Send…' }).click();
  await confirm.getByRole('button', { name: 'Send now' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();

  const row = page
    .getByTestId('communication-table')
    .getByTestId('communication-row')
    .filter({ hasText: subject });
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('All approved partners');

  // The API agrees: sent, and the job delivers our partner's copy (logged: no SMTP in e2e).
  const sent = await staff.call('GET', `/v2/communications/${draft.id}`);
  expect(sent.communication.status).toBe('sent');
  expect(sent.communication.send_date).not.toBeNull();
  await expect
    .poll(() => emailsTo(address).filter((m) => m.subject === subject).length, {
      message: `the message to ${address} in the server log`,
      timeout: 30_000,
    })
    .toBe(1);
  expect(emailsTo(address).find((m) => m.subject === subject)?.text).toContain('Hello Robin,');
  let summary: Summary | undefined;
  await expect
    .poll(
      async () => {
        const body = await staff.call('GET', '/v2/communications/summary?limit=300');
        summary = body.summary.find((s: Summary) => s.communication_id === draft.id);
        return summary?.sent ?? 0;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(1);

  // The page shows the summary's counts (read again until the delivery has settled).
  await expect
    .poll(
      async () => {
        await page.reload();
        const body = await staff.call('GET', '/v2/communications/summary?limit=300');
        summary = body.summary.find((s: Summary) => s.communication_id === draft.id);
        const text = await row.textContent();
        return text?.includes(`${summary!.sent} sent · ${summary!.unsubscribes} unsubscribed`);
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  // On a phone the message is a card with its status, and the page does not overflow.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page
    .getByTestId('communication-cards')
    .getByTestId('communication-row')
    .filter({ hasText: subject });
  await expect(card).toContainText('Sent');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a draft can be edited and deleted, each dialog cancellable, its actions in reach on a phone', async ({
  page,
  request,
}) => {
  const staff = new Api(request);
  const t = tag();
  const subject = `Note ${t}`;
  const created = await staff.call('POST', '/v2/communications', {
    name: subject,
    subject,
    html: '<p>First words</p>',
    recipient_segments: { all_approved_partners: true },
  });
  const id = created.communication.id as string;

  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/console/communications');
  const card = page
    .getByTestId('communication-cards')
    .getByTestId('communication-row')
    .filter({ hasText: subject });
  await expect(card).toContainText('Draft');
  for (const button of await card.getByRole('button').all()) {
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }

  // Edit: the stored text comes back; Cancel keeps it as it was.
  await card.getByRole('button', { name: `Edit the draft “${subject}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit message' });
  await expect(dialog.getByLabel('Message', { exact: true })).toHaveValue('First words');
  await dialog.getByLabel('Message', { exact: true }).fill('Changed words');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await staff.call('GET', `/v2/communications/${id}/content`)).html).toBe(
    '<p>First words</p>',
  );

  await card.getByRole('button', { name: `Edit the draft “${subject}”` }).click();
  await dialog.getByLabel('Message', { exact: true }).fill('Changed words');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog).toBeHidden();
  expect((await staff.call('GET', `/v2/communications/${id}/content`)).html).toBe(
    '<p>Changed words</p>',
  );

  // Delete: Cancel keeps it, then it goes.
  await card.getByRole('button', { name: `Delete the draft “${subject}”` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this draft' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete the draft “${subject}”` }).click();
  await confirm.getByRole('button', { name: 'Delete draft' }).click();
  await expect(card).toBeHidden();
  const gone = await staff.call('GET', `/v2/communications/${id}`, undefined, [404]);
  expect(gone.error.code).toBe('404');
});
