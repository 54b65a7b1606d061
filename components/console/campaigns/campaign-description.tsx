'use client';

import { sanitizeRichText } from '@/lib/html/sanitize';
import { RichText } from '@/components/shared/rich-text';

/**
 * A campaign's description as partners read it: its HTML through the same sanitiser the server
 * uses for descriptions and terms (lib/html/sanitize.ts), never as raw markup.
 */
export function CampaignDescription({ html }: { html: string }) {
  const safe = sanitizeRichText(html).trim();
  if (!safe) return <p className="text-sm text-slate-500">No description yet.</p>;
  return <RichText html={safe} label="Description as partners see it" />;
}
