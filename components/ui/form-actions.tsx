'use client';

import { Button } from './button';
import { DialogCancel } from './dialog';
import { useDialogWords } from './dialog-words';

/** The foot of a form in a dialog: Cancel, and the submit button that says `pendingLabel` while it works. */
export function DialogFormActions({
  pending,
  label,
  pendingLabel,
  disabled = false,
  className = 'flex justify-end gap-2',
}: {
  pending: boolean;
  /** Disables the submit button besides while pending, e.g. when there is nothing to choose. */
  disabled?: boolean;
  label: string;
  pendingLabel?: string;
  className?: string;
}) {
  const words = useDialogWords();
  return (
    <div className={className}>
      <DialogCancel disabled={pending} />
      <Button type="submit" variant="primary" disabled={pending || disabled}>
        {pending ? (pendingLabel ?? words.saving) : label}
      </Button>
    </div>
  );
}
