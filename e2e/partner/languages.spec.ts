import { expect, test, type Page } from '@playwright/test';
import { Api, tag } from '../support/console';
import { signInAs, signUpByApi } from './helpers';

// The partner area and the sign-up speak English, German, French and Spanish: the account's
// language first, else the sign-up page's choice, else the browser's.

const areaNav = (page: Page, area: string, name: string) =>
  page.getByRole('navigation', { name: area }).getByRole('link', { name, exact: true });

/** Sets the signed-in user's language as the profile's switcher does. */
async function setAccountLocale(page: Page, locale: string) {
  const status = await page.evaluate(
    async (l) =>
      (
        await fetch('/v3/users/me/locale', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ locale: l }),
        })
      ).status,
    locale,
  );
  expect(status).toBe(200);
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('sees the sign-up page in German and can switch it to Spanish', async ({
    page,
    request,
  }) => {
    const api = new Api(request);
    await page.goto(`/signup?network=${api.s.network_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Werden Sie Partner von E2E Network',
    );
    await expect(page.getByRole('link', { name: 'Schon Partner? Anmelden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Partnerkonto erstellen' })).toBeVisible();
    await expect(page.getByLabel('Kontoname')).toBeVisible();
    await expect(page.locator('[lang="de"]').first()).toBeAttached();

    // The switcher in the header keeps the choice in a cookie.
    await page.getByTestId('signup-language').selectOption('es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hágase socio de E2E Network');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Crear cuenta de socio' })).toBeVisible();
  });
});

test('a partner whose account speaks French sees its area in French and can switch in its profile', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const partner = await signUpByApi(api, `langue-${tag()}`);
  await signInAs(page, partner.email);
  await expect(areaNav(page, 'Partner area', 'My campaigns')).toBeVisible();

  await setAccountLocale(page, 'fr');
  await page.reload();
  await expect(areaNav(page, 'Espace partenaire', 'Mes campagnes')).toBeVisible();
  await expect(areaNav(page, 'Espace partenaire', 'Aperçu')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Bienvenue, ${partner.account_name}`,
  );
  await expect(page.getByTestId('status-notice')).toContainText("En cours d'examen");
  // A date the French way: "Partenaire depuis le 23 novembre 2026".
  const month =
    '(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)';
  await expect(page.getByTestId('partner-since')).toHaveText(
    new RegExp(`^\\s*Partenaire depuis le (1er|\\d{1,2}) ${month} \\d{4}$`),
  );

  // The profile's language switcher saves the account's language; the page follows.
  await areaNav(page, 'Espace partenaire', 'Profil').click();
  await expect(page).toHaveURL(/\/partner\/profile$/);
  await page.getByTestId('account-language').selectOption('de');
  await expect(areaNav(page, 'Partnerbereich', 'Meine Kampagnen')).toBeVisible();
  await expect(page.getByText('Sprache gespeichert.')).toBeVisible();
  await expect(page.getByTestId('account-language')).toHaveValue('de');
  await page.reload();
  await expect(areaNav(page, 'Partnerbereich', 'Datenbanken')).toBeVisible();

  await page.getByTestId('account-language').selectOption('en');
  await expect(areaNav(page, 'Partner area', 'Databases')).toBeVisible();
});
