import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { apiDate } from '@/lib/i18n/dates';
import {
  APP_LOCALES,
  appLocaleOf,
  localeFromAcceptLanguage,
  resolveLocale,
} from '@/lib/i18n/locales';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '@/lib/i18n/pseudo';
import { PSEUDO_FILE, renderPseudoMessages } from '@/scripts/pseudo-messages';

type Messages = { [key: string]: string | Messages };
const load = (locale: string): Messages =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;

/** Every message as "group.key" -> text. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The arguments and tags a message uses ({network}, <strong>), which every language must keep. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
  }
  return into;
}

describe('the request language', () => {
  it('takes the account locale first, mapped to a language the pages speak', () => {
    expect(resolveLocale({ account: 'fr', cookie: 'de', acceptLanguage: 'es' })).toBe('fr');
    expect(resolveLocale({ account: 'de_at', acceptLanguage: 'fr' })).toBe('de');
    expect(resolveLocale({ account: 'en_us', acceptLanguage: 'de' })).toBe('en');
    expect(resolveLocale({ account: 'es_mx' })).toBe('es');
  });

  it('falls back to the sign-up choice, then the browser, when the account has none it speaks', () => {
    expect(resolveLocale({ account: 'pt_br', acceptLanguage: 'de-DE,de;q=0.9' })).toBe('de');
    expect(resolveLocale({ account: null, cookie: 'es', acceptLanguage: 'de' })).toBe('es');
    expect(resolveLocale({ cookie: 'xx', acceptLanguage: 'fr-CH, fr;q=0.9, en;q=0.8' })).toBe('fr');
  });

  it('reads Accept-Language by quality and skips languages the pages do not speak', () => {
    expect(localeFromAcceptLanguage('it-IT,it;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(localeFromAcceptLanguage('en;q=0.5, de;q=0.8')).toBe('de');
    expect(localeFromAcceptLanguage('de;q=0, fr')).toBe('fr');
    expect(localeFromAcceptLanguage('ja, *;q=0.1')).toBeUndefined();
    expect(localeFromAcceptLanguage('')).toBeUndefined();
  });

  it('is English when nothing names a language it speaks', () => {
    expect(resolveLocale({})).toBe('en');
    expect(resolveLocale({ account: 'jp', cookie: '', acceptLanguage: 'zh-CN,ja;q=0.5' })).toBe(
      'en',
    );
    expect(appLocaleOf('garbage-value')).toBeUndefined();
    expect(appLocaleOf('DE-ch')).toBe('de');
  });

  it('reads the API dates the formatter is given', () => {
    expect(apiDate('2026-03-04 05:06:07')?.toISOString()).toBe('2026-03-04T05:06:07.000Z');
    expect(apiDate('2026-03-04')?.toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(apiDate('not a date')).toBeUndefined();
    expect(apiDate(null)).toBeUndefined();
  });
});

describe('the message files', () => {
  const en = flatten(load('en'));

  it.each(APP_LOCALES.filter((l) => l !== 'en'))('%s has exactly the keys of en.json', (l) => {
    const other = flatten(load(l));
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of other) expect(text.trim(), key).not.toBe('');
  });

  it.each(APP_LOCALES)('every %s message is valid ICU with the arguments of English', (l) => {
    for (const [key, text] of flatten(load(l))) {
      const args = argumentsOf(parse(text));
      expect([...args].sort(), `${l}: ${key}`).toEqual(
        [...argumentsOf(parse(en.get(key)!))].sort(),
      );
    }
  });

  it('translates: the other languages are not copies of English', () => {
    for (const l of ['de', 'fr', 'es']) {
      const other = flatten(load(l));
      // Sentences, not names ("Logo") or argument patterns ("Version {version} · …").
      const words = (text: string) => text.replace(/\{[^}]*\}/g, '').match(/\p{L}{2,}/gu) ?? [];
      const same = [...en].filter(
        ([key, text]) => other.get(key) === text && words(text).length > 1,
      );
      expect(same, l).toEqual([]);
    }
  });
});

describe('the pseudo language of the browser tests (messages/pseudo.json)', () => {
  it('is what `npm run messages:pseudo` writes from en.json now', async () => {
    expect(readFileSync(PSEUDO_FILE, 'utf8')).toBe(await renderPseudoMessages());
  });

  it('has every English message, marked, with its arguments and tags kept', () => {
    const en = flatten(load('en'));
    const pseudo = flatten(load('pseudo'));
    expect([...pseudo.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of pseudo) {
      expect(text, key).toBe(`${PSEUDO_OPEN}${en.get(key)}${PSEUDO_CLOSE}`);
      expect([...argumentsOf(parse(text))].sort(), key).toEqual(
        [...argumentsOf(parse(en.get(key)!))].sort(),
      );
    }
  });
});
