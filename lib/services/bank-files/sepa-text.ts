/**
 * The SEPA character set (EPC guidance, EPC217-08): a-z A-Z 0-9 / - ? : ( ) . , ' + and space.
 * Names are transliterated into it (accents dropped, ligatures spelled out), as banks do with
 * what they receive; what has no Latin spelling becomes a space.
 */

const SPELLED: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Þ: 'TH',
  þ: 'th',
  ı: 'i',
  '&': '+',
  '’': "'",
  '‘': "'",
  '–': '-',
  '—': '-',
};

const NOT_SEPA = /[^a-zA-Z0-9/\-?:().,'+ ]/g;

export function toSepaText(text: string, maxLength: number): string {
  const spelled = [...text].map((c) => SPELLED[c] ?? c).join('');
  return spelled
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(NOT_SEPA, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

/** An identifier (end-to-end reference, message id) must already be in the set, with no '/' at the start or '//'. */
export const isSepaId = (text: string): boolean =>
  /^[a-zA-Z0-9/\-?:().,'+ ]{1,35}$/.test(text) && !text.startsWith('/') && !text.includes('//');
