'use client';

import { useState } from 'react';
import { ApiClientError } from '@/lib/client/errors';
import { describeError } from '@/lib/client/form-errors';
import type { Invitation } from '@/lib/client/hooks/invitations';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { CheckboxField, FormError } from '@/components/ui/field';
import { RichText } from './rich-text';

export interface InvitationTarget {
  invitation: Invitation;
  brandName: string;
}

/**
 * Accepting an invitation whose campaign has custom terms the partner has not accepted yet:
 * the terms are shown and must be ticked; their id goes with the acceptance, so the server
 * records exactly that version. Terms replaced meanwhile (403) come back as a message; the caller
 * passes the refetched invitation, so the new version is shown to be ticked again.
 */
export function AcceptInvitationDialog({
  target,
  pending,
  onAccept,
  onClose,
}: {
  target: InvitationTarget | null;
  pending: boolean;
  onAccept: (target: InvitationTarget) => Promise<void>;
  onClose: () => void;
}) {
  const title = target?.invitation.campaign.title ?? '';
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Accept the invitation to “${title}”`}
      description={target ? `${target.brandName} invited you to this campaign.` : undefined}
      wide
    >
      {target && (
        <TermsForm
          key={target.invitation.id}
          target={target}
          pending={pending}
          onAccept={onAccept}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function TermsForm({
  target,
  pending,
  onAccept,
  onClose,
}: {
  target: InvitationTarget;
  pending: boolean;
  onAccept: (target: InvitationTarget) => Promise<void>;
  onClose: () => void;
}) {
  const terms = target.invitation.custom_terms;
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept() {
    setError(null);
    try {
      await onAccept(target);
    } catch (e) {
      setAgreed(false);
      setError(
        e instanceof ApiClientError && e.status === 403
          ? 'The brand has just updated these terms. Read the new version and accept it to join.'
          : describeError(e),
      );
    }
  }

  return (
    <div className="space-y-4">
      {terms && (
        <div data-testid="invitation-terms">
          <h3 className="text-sm font-semibold text-slate-900">{terms.title}</h3>
          <p className="text-xs text-slate-500">
            The campaign&apos;s terms, version {terms.version}. You must accept them to join.
          </p>
          <div className="mt-2 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-4">
            <RichText html={terms.terms} label={`${terms.title}, version ${terms.version}`} />
          </div>
          <CheckboxField
            className="mt-3"
            label={`I accept “${terms.title}” (version ${terms.version})`}
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
          />
        </div>
      )}
      <FormError message={error} />
      <div className="flex justify-end gap-2">
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant="primary"
          onClick={accept}
          disabled={pending || (terms !== null && !agreed)}
        >
          {pending ? 'Accepting…' : 'Accept terms and join'}
        </Button>
      </div>
    </div>
  );
}
