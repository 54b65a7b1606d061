import type { DiscoveryAdvertiserOut } from '@/lib/schemas/participation';

const normalise = (s: string) =>
  s
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '');

/** Brands whose name matches keep every campaign; otherwise only the campaigns that match. */
export function searchDiscovery<A extends DiscoveryAdvertiserOut>(
  advertisers: A[],
  q: string,
): A[] {
  const words = normalise(q).split(/\s+/).filter(Boolean);
  if (!words.length) return advertisers;
  const hit = (text: string) => words.every((w) => normalise(text).includes(w));
  return advertisers.flatMap((a) => {
    if (hit(`${a.display_name} ${a.name}`)) return [a];
    const campaigns = a.campaigns.filter((c) =>
      hit(`${c.title} ${c.vertical.name} ${a.display_name} ${a.name}`),
    );
    return campaigns.length ? [{ ...a, campaigns }] : [];
  });
}
