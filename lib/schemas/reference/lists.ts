/**
 * The small reference lists behind the numeric ids requests carry, with the ids and names of
 * the public Partnerize reference. The reference documents examples, not whole lists: every
 * id/name pair it documents is kept (vertical 1 Downloads, 2 Retail, 10 Other; promotional
 * method 1 PPC, 10 Portal; website type 1 Blog, 9 PPC; device 2 Desktop; ...); the other
 * entries are ours, placed in the free ids. Ids are never reused or renumbered: entries are
 * only appended. docs/api-decisions.md ("Reference data") tells the rule and the sources.
 */

export interface NamedEntry {
  id: number;
  name: string;
  description: string;
}

const entry = (id: number, name: string, description = name): NamedEntry => ({
  id,
  name,
  description,
});

export const VERTICAL_LIST: readonly NamedEntry[] = [
  entry(1, 'Downloads', 'App downloads'),
  entry(2, 'Retail'),
  entry(3, 'Travel'),
  entry(4, 'Finance'),
  entry(5, 'Telecommunications'),
  entry(6, 'Fashion'),
  entry(7, 'Health & Beauty'),
  entry(8, 'Home & Garden'),
  entry(9, 'Technology'),
  entry(10, 'Other'),
  entry(11, 'Entertainment'),
  entry(12, 'Food & Drink'),
  entry(13, 'Sports & Outdoors'),
  entry(14, 'Automotive'),
  entry(15, 'Education'),
  entry(16, 'Gaming'),
];

export const PROMOTIONAL_METHOD_LIST: readonly NamedEntry[] = [
  entry(1, 'PPC', 'Pay per click'),
  entry(2, 'Content / Blog'),
  entry(3, 'Cashback'),
  entry(4, 'Voucher codes'),
  entry(5, 'Loyalty / Rewards'),
  entry(6, 'Price comparison'),
  entry(7, 'E-mail'),
  entry(8, 'Social media'),
  entry(9, 'Display'),
  entry(10, 'Portal'),
  entry(11, 'Sub-network'),
  entry(12, 'Influencer'),
  entry(13, 'Mobile app'),
  entry(14, 'Other'),
];

/** Ids 7 and 8 are not used: the reference documents 9 (PPC) and no names between. */
export const WEBSITE_TYPE_LIST: readonly NamedEntry[] = [
  entry(1, 'Blog'),
  entry(2, 'Website'),
  entry(3, 'Mobile app'),
  entry(4, 'Social media profile'),
  entry(5, 'E-mail newsletter'),
  entry(6, 'Other'),
  entry(9, 'PPC', 'Pay per click'),
];

export const OTHER_VERTICAL = 10;
export const OTHER_PROMOTIONAL_METHOD = 14;
/** What a website without a type gets: a website in retail. */
export const DEFAULT_WEBSITE_TYPE = 2;

/**
 * The ids stored before the reference's lists were adopted (issue 18), old id -> new id. The
 * data migration of that issue applies them to stored rows; kept here as the record of it.
 */
export const LEGACY_ID_MAP = {
  vertical: {
    1: 2,
    2: 3,
    3: 4,
    4: 5,
    5: 6,
    6: 7,
    7: 8,
    8: 9,
    9: 11,
    10: 12,
    11: 13,
    12: 14,
    13: 15,
    14: 16,
    15: 10,
  },
  promotional_method: {
    1: 2,
    2: 3,
    3: 4,
    4: 5,
    5: 6,
    6: 7,
    7: 8,
    8: 1,
    9: 9,
    10: 11,
    11: 12,
    12: 13,
    13: 14,
  },
  website_type: { 1: 2, 2: 1 },
} as const;

/** Tracking classification lists (conversion report `ref_*` ids): the reference's fields. */
export interface TrackingEntry {
  id: number;
  title: string;
  description: string;
  key?: string;
}

export const DEVICE_LIST: readonly TrackingEntry[] = [
  { id: 1, title: 'Other', description: 'Other device', key: 'other' },
  { id: 2, title: 'Desktop', description: 'Standard desktop web', key: 'desktop' },
  { id: 3, title: 'Mobile', description: 'Mobile phone', key: 'mobile' },
  { id: 4, title: 'Tablet', description: 'Tablet', key: 'tablet' },
  { id: 5, title: 'Bot', description: 'Automated client', key: 'bot' },
];

export const USER_CONTEXT_LIST: readonly TrackingEntry[] = [
  { id: 1, title: 'Other', description: 'Other user context', key: 'other' },
  { id: 2, title: 'Web', description: 'Desktop web browser', key: 'web' },
  { id: 3, title: 'Mobile web', description: 'Mobile web browser', key: 'm_web' },
  { id: 4, title: 'Mobile app', description: 'Native mobile app', key: 'm_app' },
  { id: 5, title: 'In app', description: 'Browser inside an app', key: 'in_app' },
  { id: 6, title: 'Cross device desktop', description: 'Cross device, desktop', key: 'cd_d' },
  { id: 7, title: 'Cross device phone', description: 'Cross device, phone', key: 'cd_p' },
  { id: 8, title: 'Offline', description: 'Offline sale', key: 'offline' },
];

export const TRAFFIC_SOURCE_LIST: readonly TrackingEntry[] = [
  { id: 1, title: 'Other', description: 'Other traffic source' },
];

export const CONVERSION_METRIC_LIST: readonly TrackingEntry[] = [
  { id: 3, title: 'App Download', description: '' },
];

export const PARTNERSHIP_MODEL_LIST: readonly TrackingEntry[] = [
  { id: 2, title: 'CPA', description: 'Cost per acquisition' },
];

/** Conversion types: the report's `conversion_type` (always 1, a standard transaction). */
export const CONVERSION_TYPE_LIST = [
  { id: 1, type: 'standard', description: 'Standard Transaction' },
] as const;

/**
 * Printable names of the reference's locale codes (lib/schemas/enums.ts LOCALES), as the API
 * Blueprint's Locale enum names them (data/common.apib).
 */
export const LOCALE_NAMES: Record<string, string> = {
  bg: 'Bulgarian',
  cs: 'Czech',
  da: 'Danish',
  de: 'German',
  de_at: 'German (Austrian)',
  en: 'English',
  en_au: 'English (Australia)',
  en_ca: 'English (Canada)',
  en_us: 'English (United States)',
  es: 'Spanish',
  es_mx: 'Spanish (Mexico)',
  el: 'Greek',
  et: 'Estonian',
  fi: 'Finnish',
  fl: 'Liechtenstein',
  fr: 'French',
  fr_ca: 'French (Canada)',
  hu: 'Hungarian',
  id: 'Indonesian',
  it: 'Italian',
  jp: 'Japanese',
  ko: 'Korean',
  ko_kr: 'Korean',
  lt: 'Lithuanian',
  lv: 'Latvian',
  ms_my: 'Malaysian',
  mt: 'Maltese',
  my: 'Malaysian',
  nl: 'Dutch',
  no: 'Norwegian',
  pl: 'Polish',
  po: 'Polish',
  pt: 'Portugese',
  pt_br: 'Portugese (Brazil)',
  ro: 'Romanian',
  ru: 'Russian',
  sg: 'Singapore',
  sk: 'Slovak',
  sl: 'Slovenian',
  sv: 'Swedish',
  sv_se: 'Swedish',
  th: 'Thai',
  tl: 'Tagalog',
  tr: 'Turkish',
  vi: 'Vietnamese',
  zh_cn: 'Chinese (Simplified)',
  zh_hk: 'Chinese (Traditional)',
};
