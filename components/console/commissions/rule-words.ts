/**
 * The commission operations' messages in the words the campaign page uses: the API names its
 * fields ("end_date must be after start_date"); a person reads "The end must be after the start".
 * A message not listed here is shown as the API said it.
 */
const WORDS: [RegExp, string][] = [
  [/end_date must be after start_date/i, 'The end must be after the start'],
  [/percentage must be from 0 to 100/i, 'A percentage is from 0 to 100'],
  [/threshold must be unique/i, 'Each level needs a threshold of its own'],
  [/is retired: it cannot change/i, 'This rule has ended: it can no longer change'],
  [/partner group \d+ is not a group of campaign/i, 'That partner group is not on this campaign'],
  [/voucher code \d+ is not a code of campaign/i, 'That voucher code is not on this campaign'],
];

export function ruleWords(message: string): string {
  for (const [pattern, words] of WORDS) if (pattern.test(message)) return words;
  return message;
}
