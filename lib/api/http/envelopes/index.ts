import { v1 } from './v1';
import { v2 } from './v2';
import { v3 } from './v3';
import type { ApiVersion, Envelope } from './types';

export const envelopes: Record<ApiVersion, Envelope> = { v1, v2, v3 };
export type { ApiVersion, Body, Envelope } from './types';
