/**
 * Writes messages/pseudo.json, the pseudo language of the browser tests: every message of
 * messages/en.json wrapped in ⟦ ⟧ (lib/i18n/pseudo.ts). It is a committed file, not made at
 * request time, because next-intl precompiles the message files at build time (next.config.mjs)
 * and a page can only use messages that went through that step. Run by `npm run messages:pseudo`
 * (and `npm run generate`); tests/services/i18n-locales.test.ts fails when the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { pseudoMessages, type Messages } from '@/lib/i18n/pseudo';

export const PSEUDO_FILE = path.join(process.cwd(), 'messages', 'pseudo.json');
const ENGLISH_FILE = path.join(process.cwd(), 'messages', 'en.json');

/** The file as the script writes it, formatted by the repository's prettier settings. */
export async function renderPseudoMessages(): Promise<string> {
  const english = JSON.parse(readFileSync(ENGLISH_FILE, 'utf8')) as Messages;
  const options = await resolveConfig(PSEUDO_FILE);
  return format(JSON.stringify(pseudoMessages(english), null, 2), {
    ...options,
    filepath: PSEUDO_FILE,
  });
}

if (process.argv[1]?.endsWith('pseudo-messages.ts')) {
  writeFileSync(PSEUDO_FILE, await renderPseudoMessages());
  console.log(`wrote ${path.relative(process.cwd(), PSEUDO_FILE)}`);
}
