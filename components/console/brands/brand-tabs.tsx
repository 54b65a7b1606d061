'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** Sub-navigation of one brand: its details, its campaigns and its queue of requests. */
export function BrandTabs({ brandId }: { brandId: string }) {
  const pathname = usePathname();
  const tabs = [
    { href: `/console/brands/${brandId}`, label: 'Details' },
    { href: `/console/brands/${brandId}/campaigns`, label: 'Campaigns' },
    { href: `/console/brands/${brandId}/requests`, label: 'Pending requests' },
  ];
  return (
    <nav aria-label="Brand" className="mb-6 border-b border-slate-200">
      <ul className="flex gap-1">
        {tabs.map((t) => {
          const active =
            pathname === t.href ||
            (t.href.endsWith('/campaigns') && pathname.startsWith(`${t.href}/`));
          return (
            <li key={t.href}>
              <Link
                href={t.href}
                aria-current={active ? 'page' : undefined}
                className={`block border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand ${
                  active
                    ? 'border-brand text-brand'
                    : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {t.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
