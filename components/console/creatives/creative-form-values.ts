import type { Creative, CreativeCreate, CreativeUpdate } from '@/lib/client/hooks/creatives';
import type { ImageChoice } from '@/components/ui/image-picker';

/** The creative form's fields, as the form holds them. */
export interface CreativeValues {
  /** 1 Banner, 2 HTML, 3 Text link. */
  type: '1' | '2' | '3';
  /** The banner's alt text, the text link's text. */
  description: string;
  html: string;
  destination: string;
  /** `YYYY-MM-DDTHH:MM` from a datetime-local input, read as UTC; blank for none. */
  start: string;
  end: string;
  active: boolean;
  tags: string[];
  image: ImageChoice;
}

export const TYPE_LABELS: Record<number, string> = { 1: 'Banner', 2: 'HTML', 3: 'Text link' };

export const FIELDS = [
  'type',
  'description',
  'html',
  'destination',
  'start',
  'end',
  'tags',
  'image',
] as const;

const ITEM_ALIASES = Object.fromEntries(
  [0, 1, 2, 3, 4].flatMap((i) =>
    ['img_upload', 'img_url'].flatMap((f) => [
      [`creatives.0.creative_items.${i}.${f}`, 'image'],
      [`creative_items.${i}.${f}`, 'image'],
    ]),
  ),
);

/** API attribute names (of the one-item body, or bare from the client-side check) to form fields. */
export const FIELD_ALIAS: Record<string, string> = {
  ...ITEM_ALIASES,
  'creatives.0.creative_type_id': 'type',
  'creatives.0.description': 'description',
  'creatives.0.html': 'html',
  'creatives.0.destination': 'destination',
  'creatives.0.start_date_time': 'start',
  'creatives.0.end_date_time': 'end',
  'creatives.0.tags': 'tags',
  'creatives.0.creative_items': 'image',
  creative_type_id: 'type',
  start_date_time: 'start',
  end_date_time: 'end',
  creative_items: 'image',
};

export const emptyCreative: CreativeValues = {
  type: '1',
  description: '',
  html: '',
  destination: '',
  start: '',
  end: '',
  active: true,
  tags: [],
  image: { kind: 'keep' },
};

const toLocalInput = (value: string | null) => (value ? value.slice(0, 16).replace(' ', 'T') : '');

/** A datetime-local value to the API's `YYYY-MM-DD HH:MM:SS` (UTC); blank is none (null). */
function toApiDate(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(v) ? `${v.replace('T', ' ')}:00` : v.replace('T', ' ');
}

export function valuesOf(creative: Creative): CreativeValues {
  return {
    type: String(creative.creative_type_id) as CreativeValues['type'],
    description: creative.description,
    html: creative.html ?? '',
    destination: creative.destination ?? '',
    start: toLocalInput(creative.start_date_time),
    end: toLocalInput(creative.end_date_time),
    active: creative.active === 'y',
    tags: creative.tags ? creative.tags.split(',') : [],
    image: { kind: 'keep' },
  };
}

/** The new image item a banner's form asks for, if any. */
function newItem(v: CreativeValues) {
  if (v.type !== '1') return undefined;
  if (v.image.kind === 'upload') return { img_upload: v.image.dataUrl, filename: v.image.name };
  if (v.image.kind === 'url') return { img_url: v.image.url.trim() };
  return undefined;
}

const common = (v: CreativeValues) => ({
  description: v.description.trim(),
  ...(v.type === '2' ? { html: v.html } : {}),
  destination: v.destination.trim() || null,
  start_date_time: toApiDate(v.start),
  end_date_time: toApiDate(v.end),
  active: v.active ? ('y' as const) : ('n' as const),
  tags: v.tags,
});

export function createInput(v: CreativeValues): CreativeCreate {
  const item = newItem(v);
  return {
    creative_type_id: Number(v.type),
    ...common(v),
    ...(item ? { creative_items: [item] } : {}),
  } as CreativeCreate;
}

/** The PUT item; a new banner image becomes the creative's item, the earlier ones withdrawn. */
export const updateInput =
  (creative: Creative) =>
  (v: CreativeValues): CreativeUpdate => {
    const item = newItem(v);
    const withdrawn = creative.creative_items
      .filter((i) => i.active === 'y')
      .map((i) => ({ creative_item_id: i.creative_item_id, active: 'n' as const }));
    return {
      creative_id: creative.creative_id,
      ...common(v),
      ...(item ? { creative_items: [...withdrawn, item] } : {}),
    } as CreativeUpdate;
  };
