import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';

/** The "Add …" button above a partner's list of websites or databases. */
export function AddItemButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className="mb-3 flex justify-end">
      <Button variant="primary" size="sm" onClick={onClick}>
        {label}
      </Button>
    </div>
  );
}

/** The dialog that adds an item (`editing` is 'new') or edits one; closed while `editing` is null. */
export function ItemDialog<T>({
  editing,
  onClose,
  addTitle,
  editTitle,
  children,
}: {
  editing: T | 'new' | null;
  onClose: () => void;
  addTitle: string;
  editTitle: string;
  /** The form, given the item to edit (null to add one) and what closes the dialog with a notice. */
  children: (item: T | null, onDone: (message: string) => void) => ReactNode;
}) {
  const toast = useToast();
  const onDone = (message: string) => {
    onClose();
    toast(message);
  };
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing === 'new' ? addTitle : editTitle}
      wide
    >
      {editing !== null && children(editing === 'new' ? null : editing, onDone)}
    </Modal>
  );
}
