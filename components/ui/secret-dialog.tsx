'use client';

import type { ReactNode } from 'react';
import { Button } from './button';
import { SecretValue } from './copy-button';
import { Modal } from './dialog';

/** After creating something with a secret: the secret, shown once, between two notes, and Done. */
export function SecretDialog({
  secret,
  title,
  intro,
  details,
  testId,
  onClose,
}: {
  /** The secret to show; the dialog is open while there is one. */
  secret: string | null;
  title: string;
  intro: ReactNode;
  details?: ReactNode;
  testId?: string;
  onClose: () => void;
}) {
  return (
    <Modal open={secret !== null} onOpenChange={(open) => !open && onClose()} title={title}>
      {secret !== null && (
        <div className="space-y-3 text-sm">
          {intro}
          <SecretValue value={secret} testId={testId} />
          {details}
          <div className="flex justify-end">
            <Button variant="primary" onClick={onClose}>
              Done
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
