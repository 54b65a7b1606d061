'use client';

import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/dialog';

/** What a dialog acting on the grid's ticked partners is given. */
export interface SelectionDialogProps {
  networkId: number;
  open: boolean;
  /** The ticked partners: id to name. */
  selected: Map<string, string>;
  onClose: () => void;
  /** Runs after a success (the grid clears its selection). */
  onDone: () => void;
}

/** What the form inside such a dialog is given. */
export type SelectionFormProps = Pick<SelectionDialogProps, 'networkId' | 'selected' | 'onDone'>;

/** The frame of such a dialog: the form is mounted only while it is open, so it starts afresh. */
export function SelectionDialog({
  open,
  onClose,
  title,
  description,
  children,
}: Pick<SelectionDialogProps, 'open' | 'onClose'> & {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
    >
      {open && children}
    </Modal>
  );
}
