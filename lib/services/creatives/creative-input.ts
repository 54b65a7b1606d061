/** One banner item a write sends: an update of the item named by id, or a new item. */
export interface CreativeItemInput {
  /** The item to update; absent adds one. */
  id?: number;
  /** The image as a URL to download (our own served URL keeps or reuses the image). */
  imageUrl?: string;
  /** The image as a base64 data URL. */
  imageUpload?: string;
  filename?: string;
  description?: string;
  specificDestination?: string | null;
  active?: boolean;
}

/** A new creative; null clears an optional value. */
export interface CreativeInput {
  typeId: number;
  /** The campaign as the body names it, if it does: it must be the write's campaign. */
  campaignRef?: string;
  active?: boolean;
  advertiserReference?: string;
  description?: string;
  /** Markup of an HTML creative, sanitised before it is checked or stored. */
  html?: string;
  destination?: string | null;
  width?: number | null;
  height?: number | null;
  startAt?: Date | null;
  endAt?: Date | null;
  customAppendUrlParameters?: string;
  customPrependUrlParameters?: string;
  tagIds?: number[];
  items?: CreativeItemInput[];
}

/**
 * A creative's changes, by its id: keys left out are left alone, `tagIds` is the whole tag set,
 * `items` updates the items named by id and adds the others.
 */
export interface CreativeChanges extends Partial<CreativeInput> {
  id: number;
}
