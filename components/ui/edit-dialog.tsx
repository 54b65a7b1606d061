'use client';

import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './dialog';
import { useDialogWords } from './dialog-words';
import { useToast } from './toast';

/** What a list with an add-or-edit dialog is doing: adding ('new'), editing an item, or neither (null). */
type Editing<T> = T | 'new' | null;

/** The state of an add-or-edit dialog, with what closes it. */
export function useEditing<T>() {
  const [editing, setEditing] = useState<Editing<T>>(null);
  return { editing, setEditing, close: () => setEditing(null) };
}

/** The "Add …" button above a list whose items a dialog adds and edits. */
export function AddItemButton({
  label,
  onClick,
  opensDialog = false,
}: {
  label: string;
  onClick: () => void;
  /** Says to assistive technology that the button opens a dialog. */
  opensDialog?: boolean;
}) {
  return (
    <div className="mb-3 flex justify-end">
      <AddButton label={label} onClick={onClick} opensDialog={opensDialog} />
    </div>
  );
}

/** The primary small button that opens the add dialog, e.g. in a Section's actions. */
export function AddButton({
  label,
  onClick,
  opensDialog = false,
}: {
  label: string;
  onClick: () => void;
  opensDialog?: boolean;
}) {
  return (
    <Button
      variant="primary"
      size="sm"
      onClick={onClick}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
    >
      {label}
    </Button>
  );
}

/** A small button in a table row, named for the row it acts on (`name`, e.g. "Edit deal Summer sale") where its text alone would be ambiguous. */
export function RowButton({
  name,
  onClick,
  opensDialog = false,
  disabled,
  children,
}: {
  name?: string;
  onClick: () => void;
  /** Says to assistive technology that the button opens a dialog. */
  opensDialog?: boolean;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const words = useDialogWords();
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={onClick}
      disabled={disabled}
      aria-label={name}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
    >
      {children ?? words.edit}
    </Button>
  );
}

/** What the form in an ItemDialog is given: the item to edit (null: add one), and what closes the dialog with a notice. */
export interface ItemFormProps<T> {
  item: T | null;
  onDone: (message: string) => void;
}

/** The dialog that adds an item (`editing` is 'new') or edits one; closed while `editing` is null. */
export function ItemDialog<T>({
  editing,
  onClose,
  addTitle,
  editTitle,
  children,
}: {
  editing: Editing<T>;
  onClose: () => void;
  addTitle: string;
  editTitle: string | ((item: T) => string);
  /** The form. */
  children: (form: ItemFormProps<T>) => ReactNode;
}) {
  const toast = useToast();
  const onDone = (message: string) => {
    onClose();
    toast(message);
  };
  const item = editing === 'new' ? null : editing;
  const title =
    item === null ? addTitle : typeof editTitle === 'string' ? editTitle : editTitle(item);
  return (
    <Modal open={editing !== null} onOpenChange={(open) => !open && onClose()} title={title} wide>
      {editing !== null && children({ item, onDone })}
    </Modal>
  );
}
