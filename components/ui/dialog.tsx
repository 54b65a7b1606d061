'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { useDialogWords } from './dialog-words';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Wider content, e.g. a form. */
  wide?: boolean;
}

/** A Radix dialog: focus moves in and comes back, Escape closes, the page behind is inert. */
export function Modal({ open, onOpenChange, title, description, children, wide }: ModalProps) {
  const words = useDialogWords();
  // Radix returns focus to a Dialog.Trigger; our dialogs are opened by plain buttons, so the
  // element focused when the dialog opened gets focus back when it closes (if still there).
  // Radix then moves focus to the first tabbable inside; a child with autoFocus skips both.
  // Radix's focus scope also "unmounts" and "mounts" again while the dialog stays open when a
  // Suspense boundary above hides and reveals the page (a lazy chunk loading): those events
  // neither replace the element to return to nor return focus.
  const returnTo = useRef<HTMLElement | null>(null);
  const isOpen = useRef(open);
  useLayoutEffect(() => {
    isOpen.current = open;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            // Shown again, not opened: keep the element to return to (Radix focuses inside).
            if (returnTo.current) return;
            returnTo.current =
              document.activeElement instanceof HTMLElement &&
              document.activeElement !== document.body
                ? document.activeElement
                : null;
          }}
          onCloseAutoFocus={(e) => {
            if (isOpen.current) {
              e.preventDefault();
              return;
            }
            const target = returnTo.current;
            returnTo.current = null;
            if (target?.isConnected) {
              e.preventDefault();
              target.focus();
            }
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none ${wide ? 'max-w-2xl' : 'max-w-md'}`}
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description asChild>
              <div className="mt-2 text-sm text-slate-600">{description}</div>
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-4">{children}</div>
          {/* Last in the DOM so focus starts in the content; shown in the top corner. */}
          <Dialog.Close
            aria-label={words.close}
            className="absolute top-3 right-3 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus:ring-2 focus:ring-slate-400 focus:outline-none"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The Cancel button of a form in a Modal: closes the dialog, changing nothing. */
export function DialogCancel({ disabled }: { disabled?: boolean }) {
  const words = useDialogWords();
  return (
    <Dialog.Close asChild>
      <Button disabled={disabled}>{words.cancel}</Button>
    </Dialog.Close>
  );
}

interface ConfirmProps extends Omit<ModalProps, 'children'> {
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  pending?: boolean;
  /** Disables the confirm button, e.g. while what it would change is being counted. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}

/** A confirmation before something that cannot be undone simply. */
export function ConfirmDialog({
  confirmLabel,
  confirmVariant = 'primary',
  pending,
  confirmDisabled,
  onConfirm,
  children,
  ...modal
}: ConfirmProps) {
  const words = useDialogWords();
  return (
    <Modal {...modal}>
      {children}
      <div className="mt-6 flex justify-end gap-2">
        <DialogCancel disabled={pending} />
        <Button variant={confirmVariant} onClick={onConfirm} disabled={pending || confirmDisabled}>
          {pending ? words.working : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
