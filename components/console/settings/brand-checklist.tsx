import { useMemo } from 'react';
import { useBrandList } from '@/lib/client/hooks/brands';
import { CheckboxField } from '@/components/ui/field';

interface BrandOption {
  id: string;
  name: string;
}

/** Every brand of the network, for grants (staff see all of them in full). */
export function useAllBrands() {
  const list = useBrandList({ limit: 500 });
  const brands = useMemo(
    (): BrandOption[] =>
      (list.data?.advertisers ?? []).map(({ advertiser: a }) => ({
        id: a.advertiser_id,
        name: a.display_name ?? ('company_name' in a ? a.company_name : a.advertiser_id),
      })),
    [list.data],
  );
  return { ...list, brands };
}

/** A checkbox a brand, for the brands a brand user is granted. */
export function BrandChecklist({
  value,
  onChange,
  brands,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  brands: BrandOption[];
}) {
  if (!brands.length)
    return <p className="text-sm text-slate-500">The network has no brands yet.</p>;
  return (
    <fieldset className="max-h-60 space-y-1 overflow-y-auto rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Brands</legend>
      {brands.map((b) => (
        <CheckboxField
          key={b.id}
          label={b.name}
          checked={value.includes(b.id)}
          onChange={(e) =>
            onChange(e.target.checked ? [...value, b.id] : value.filter((id) => id !== b.id))
          }
        />
      ))}
    </fieldset>
  );
}
