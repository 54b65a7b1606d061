import { describe, expect, it } from 'vitest';
import { localeFromBrowser } from '@/components/partner/shell/browser-locale';
import { signupOutcome } from '@/components/shared/status-text';

describe('the sign-up page picks locale and country from the browser', () => {
  it.each([
    ['de-DE', 'de', 'DE'],
    ['de-AT', 'de_at', 'AT'],
    ['de-CH', 'de', 'CH'],
    ['en-US', 'en_us', 'US'],
    ['en-GB', 'en', 'GB'],
    ['pt-BR', 'pt_br', 'BR'],
    ['ja', 'jp', 'JP'],
    ['fr', 'fr', 'FR'],
    ['zh-Hans-CN', 'zh_cn', 'CN'],
    ['nb-NO', 'no', 'NO'],
    ['xx-YY', 'en', 'GB'],
    ['', 'en', 'GB'],
  ])('%j -> %s / %s', (tag, locale, country) => {
    expect(localeFromBrowser(tag)).toEqual({ locale, country });
  });

  it('says whether the partner is approved at once or waits for review', () => {
    expect(signupOutcome('a', 'Net').title).toBe('You are approved');
    expect(signupOutcome('p', 'Net').body).toMatch(/reviews every new partner/);
  });
});
