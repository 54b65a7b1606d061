import { z } from 'zod';

/**
 * Legacy: the collection may come as `{websites: [...]}` or, for one item, flat; items may
 * be bare or wrapped as `{website: {...}}`. Everything is normalised to `{websites: [bare]}`.
 */
function collectionOf(key: string, singular: string) {
  return (body: unknown) => {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
    const record = body as Record<string, unknown>;
    const items = key in record ? record[key] : [record];
    if (!Array.isArray(items)) return { [key]: items };
    return {
      [key]: items.map((item) =>
        item && typeof item === 'object' && singular in item && Object.keys(item).length === 1
          ? (item as Record<string, unknown>)[singular]
          : item,
      ),
    };
  };
}

/**
 * The v1 bulk bodies of a collection: `{key: [item, ...]}` of 1 to `max` items, normalised as
 * collectionOf says; give it each body's item schema.
 */
export function bulkBodies<K extends string>(key: K, singular: string, max: number) {
  return <T extends z.ZodType>(item: T) => {
    const shape = { [key]: z.array(item).min(1).max(max) } as { [P in K]: z.ZodArray<T> };
    return z.preprocess(collectionOf(key, singular), z.object(shape));
  };
}
