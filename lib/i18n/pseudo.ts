/**
 * The pseudo language of the browser tests (PSEUDO_LOCALE=on, and a request with the cookie
 * below): every English message wrapped in ⟦ ⟧, placeholders and tags kept, so a page's visible
 * text that did not come through the messages stands out (e2e/partner/pseudo-locale.spec.ts).
 * Served from messages/pseudo.json, which `npm run messages:pseudo` writes from en.json with
 * pseudoMessages (next-intl precompiles the message files at build time, so the wrapping cannot
 * happen per request).
 */

export const PSEUDO_COOKIE = 'anet-pseudo-locale';
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

export type Messages = { [key: string]: string | Messages };

export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? `${PSEUDO_OPEN}${value}${PSEUDO_CLOSE}` : pseudoMessages(value),
    ]),
  );
}
