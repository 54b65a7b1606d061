'use client';

import { Button } from '@/components/ui/button';
import { DialogCancel, Modal } from '@/components/ui/dialog';
import { FormError, TextAreaField, TextField } from '@/components/ui/field';
import type { ComposeValues } from './compose-values';
import { MessagePreview, PlaceholderHint, SendConfirmation } from './message-preview';
import { RecipientsFieldset } from './recipients-fieldset';
import { useCompose } from './use-compose';

export { EMPTY_MESSAGE, valuesOf, type ComposeValues } from './compose-values';

/**
 * Writes a message to partners: subject, body (plain text; the API stores it as HTML), whom it
 * goes to (all approved partners, partners of chosen campaigns, partner groups), a preview of
 * how many partners it would reach, saving it as a draft and sending it after a confirmation.
 * Each step saves the draft first, so the count and the send read what is stored.
 */
export function ComposeDialog({
  open,
  onOpenChange,
  initial,
  draftId: initialId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ComposeValues;
  draftId: string | null;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={initialId ? 'Edit message' : 'New message'}
      description="A message by e-mail to partners. It is sent once to each partner it reaches; partners who unsubscribed are left out."
      wide
    >
      {open && (
        <ComposeForm initial={initial} initialId={initialId} onClose={() => onOpenChange(false)} />
      )}
    </Modal>
  );
}

function ComposeForm({
  initial,
  initialId,
  onClose,
}: {
  initial: ComposeValues;
  initialId: string | null;
  onClose: () => void;
}) {
  const c = useCompose(initial, initialId, onClose);
  const { values, set, errors, busy, working } = c;
  return (
    <form onSubmit={c.submit} noValidate className="space-y-4">
      <FormError message={c.formError} />
      <TextField
        label="Subject"
        autoComplete="off"
        maxLength={128}
        value={values.subject}
        error={errors.subject}
        onChange={(e) => set('subject', e.target.value)}
      />
      <TextAreaField
        label="Message"
        rows={8}
        value={values.body}
        error={errors.body}
        hint="Plain text; a blank line starts a new paragraph."
        onChange={(e) => set('body', e.target.value)}
      />
      <PlaceholderHint />
      <RecipientsFieldset values={values} error={errors.recipients} set={set} />
      <MessagePreview preview={c.preview} values={values} />
      <div className="flex flex-wrap justify-end gap-2">
        <DialogCancel disabled={working} />
        <Button disabled={working} onClick={() => void c.run('preview')}>
          {busy === 'preview' ? 'Counting…' : 'Preview'}
        </Button>
        <Button type="submit" disabled={working}>
          {busy === 'draft' ? 'Saving…' : 'Save draft'}
        </Button>
        <Button variant="primary" disabled={working} onClick={() => void c.run('send')}>
          {busy === 'send' ? 'Saving…' : 'Send…'}
        </Button>
      </div>
      <SendConfirmation
        confirming={c.confirming}
        subject={values.subject}
        pending={c.sending}
        onCancel={c.stopConfirming}
        onConfirm={() => void c.confirmSend()}
      />
    </form>
  );
}
