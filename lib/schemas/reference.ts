/**
 * Reference lists behind the numeric ids the API carries (vertical, promotional_method,
 * website_type). The spec gives the ids as numbers with a *_name beside them but not the
 * lists themselves; these are ours, documented in the API docs, and only ever appended to.
 */

export const VERTICALS: Record<number, string> = {
  1: 'Retail',
  2: 'Travel',
  3: 'Finance',
  4: 'Telecommunications',
  5: 'Fashion',
  6: 'Health & Beauty',
  7: 'Home & Garden',
  8: 'Technology',
  9: 'Entertainment',
  10: 'Food & Drink',
  11: 'Sports & Outdoors',
  12: 'Automotive',
  13: 'Education',
  14: 'Gaming',
  15: 'Other',
};

export const PROMOTIONAL_METHODS: Record<number, string> = {
  1: 'Content / Blog',
  2: 'Cashback',
  3: 'Voucher codes',
  4: 'Loyalty / Rewards',
  5: 'Price comparison',
  6: 'E-mail',
  7: 'Social media',
  8: 'Paid search',
  9: 'Display',
  10: 'Sub-network',
  11: 'Influencer',
  12: 'Mobile app',
  13: 'Other',
};

export const WEBSITE_TYPES: Record<number, string> = {
  1: 'Website',
  2: 'Blog',
  3: 'Mobile app',
  4: 'Social media profile',
  5: 'E-mail newsletter',
  6: 'Other',
};

export const OTHER_VERTICAL = 15;
export const OTHER_PROMOTIONAL_METHOD = 13;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** IANA time zone names this runtime knows, plus UTC (which some runtimes leave out of the list). */
export const TIME_ZONES: ReadonlySet<string> = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
