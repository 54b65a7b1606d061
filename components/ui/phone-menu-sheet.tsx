'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { NavLists, type NavGroup } from './area-nav';
import { useDialogWords } from './dialog-words';

/** The phone menu's sheet: the area's links in a Radix dialog from the left edge. */
export function PhoneMenuSheet({
  open,
  onOpenChange,
  label,
  groups,
  description,
  returnTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  groups: NavGroup[];
  description: string;
  /** The Menu button, which gets focus back when the sheet closes. */
  returnTo: RefObject<HTMLButtonElement | null>;
}) {
  const words = useDialogWords();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            if (!returnTo.current) return;
            e.preventDefault();
            returnTo.current.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="px-3 pr-10 pb-3 text-lg font-semibold text-slate-900">
            {label}
          </Dialog.Title>
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          <NavLists label={label} groups={groups} onNavigate={() => onOpenChange(false)} />
          <Dialog.Close
            aria-label={words.close}
            className="absolute top-4 right-4 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus:ring-2 focus:ring-slate-400 focus:outline-none"
          >
            <X aria-hidden className="h-4 w-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
