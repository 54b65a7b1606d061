'use client';

import { Menu } from 'lucide-react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface NavLinkItem {
  href: string;
  label: string;
  /** A lucide-react icon shown before the label (decorative: the label names the link). */
  icon?: LucideIcon;
  /** Other paths that belong to this section (a campaign belongs to its brand). */
  also?: string[];
}

export interface NavGroup {
  /** The group's heading; none for the area's home on top. */
  label?: string;
  items: NavLinkItem[];
}

/**
 * Items in the order declared, gathered under their group's heading in the order the groups are
 * given; a group without items is left out.
 */
export function groupItems<G extends string, I extends NavLinkItem & { group: G }>(
  items: I[],
  groups: readonly { key: G; label?: string }[],
): NavGroup[] {
  return groups
    .map((g) => ({ label: g.label, items: items.filter((i) => i.group === g.key) }))
    .filter((g) => g.items.length > 0);
}

/**
 * The area's home is current on its own path only; any other item on its path and below. `home`
 * is the first item of the first group.
 */
function useActive(groups: NavGroup[]) {
  const pathname = usePathname();
  const home = groups[0]?.items[0]?.href;
  return (item: NavLinkItem) =>
    item.href === home
      ? pathname === item.href
      : [item.href, ...(item.also ?? [])].some(
          (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
        );
}

/** The grouped links: a heading per group, then its links. */
export function NavLists({
  label,
  groups,
  onNavigate,
}: {
  label: string;
  groups: NavGroup[];
  onNavigate?: () => void;
}) {
  const active = useActive(groups);
  const id = useId();
  return (
    <nav aria-label={label}>
      {groups.map((group, i) => (
        <div key={group.label ?? i} className={i > 0 ? 'mt-4' : ''}>
          {group.label && (
            <p
              className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
              id={`${id}-${i}`}
            >
              {group.label}
            </p>
          )}
          <ul aria-labelledby={group.label ? `${id}-${i}` : undefined}>
            {group.items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={onNavigate}
                  aria-current={active(item) ? 'page' : undefined}
                  className={`flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand ${
                    active(item)
                      ? 'bg-brand-muted text-brand'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                  }`}
                >
                  {item.icon && <item.icon aria-hidden className="h-4 w-4 shrink-0" />}
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The width at which the side navigation replaces the phone menu (above 640 px). */
export const SIDEBAR_SHOWN = 'min-[641px]:block';

/** Beside the page on wider screens: the area's links under their group headings. */
export function SideNav({ label, groups }: { label: string; groups: NavGroup[] }) {
  return (
    <aside
      className={`hidden w-52 shrink-0 border-r border-slate-200 py-6 pr-3 ${SIDEBAR_SHOWN}`}
      data-testid="side-nav"
    >
      <div className="sticky top-4">
        <NavLists label={label} groups={groups} />
      </div>
    </aside>
  );
}

// The sheet (and the dialog code) loads when the menu is first opened: first-load JS budget.
const PhoneMenuSheet = dynamic(() => import('./phone-menu-sheet').then((m) => m.PhoneMenuSheet), {
  ssr: false,
});

/**
 * On a phone (640 px and narrower): a Menu button in the header opening the area's links in a
 * dialog sheet; Escape or Close shuts it and focus returns to the button, following a link
 * shuts it too.
 */
export function PhoneMenu({
  label,
  groups,
  menuLabel,
}: {
  label: string;
  groups: NavGroup[];
  /** The button's text ("Menu"). */
  menuLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="flex items-center gap-1.5 rounded-md border border-slate-500 px-2.5 py-1 text-sm hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-white min-[641px]:hidden"
        data-testid="phone-menu"
      >
        <Menu aria-hidden className="h-4 w-4" />
        {menuLabel}
      </button>
      {used && (
        <PhoneMenuSheet
          open={open}
          onOpenChange={setOpen}
          label={label}
          groups={groups}
          description={menuLabel}
          returnTo={button}
        />
      )}
    </>
  );
}
