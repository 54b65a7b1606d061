import type { YES_NO } from '@/lib/schemas/enums';

/** A v1 `y`/`n` flag as a boolean; absent stays absent (left alone). */
export const flagOf = (value: (typeof YES_NO)[number] | undefined): boolean | undefined =>
  value === undefined ? undefined : value === 'y';
