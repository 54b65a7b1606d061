'use client';

import { useState, type FormEvent } from 'react';
import { splitServerError } from '@/lib/client/form-errors';
import {
  useCountRecipients,
  useSaveCommunication,
  useSendCommunication,
} from '@/lib/client/hooks/communications';
import { useToast } from '@/components/ui/toast';
import {
  draftOf,
  KNOWN,
  SHOWN_ON,
  type ComposeValues,
  type ErrorField,
  type Preview,
} from './compose-values';
import { plural, recipientsInWords } from './words';

type Problems = Partial<Record<ErrorField, string>>;
interface Shown {
  fields: Problems;
  message: string | null;
}

/** An API error as this form's field messages (ids and segments shown on Send to) and the rest. */
function serverErrors(error: unknown): Shown {
  const split = splitServerError(error, KNOWN);
  const fields: Problems = {};
  for (const f of split.fields) {
    const on = SHOWN_ON[f.name.split('.')[0]!];
    if (on && !fields[on]) fields[on] = f.message;
  }
  return { fields, message: split.message };
}

/** What the form says of its values before asking the API. */
function problemsOf(values: ComposeValues): Problems {
  const found: Problems = {};
  if (!values.subject.trim()) found.subject = 'Enter a subject.';
  if (!values.body.trim()) found.body = 'Write the message.';
  if (values.audience === 'campaigns' && !values.campaignIds.length)
    found.recipients = 'Choose at least one campaign.';
  if (values.audience === 'groups' && !values.groupIds.length)
    found.recipients = 'Choose at least one partner group.';
  return found;
}

/**
 * The compose form's state and steps. Preview and Send save the draft first, so the count and
 * the send read what is stored; Save draft saves and closes.
 */
export function useCompose(initial: ComposeValues, initialId: string | null, onClose: () => void) {
  const toast = useToast();
  const save = useSaveCommunication();
  const send = useSendCommunication();
  const countRecipients = useCountRecipients();
  const [values, setValues] = useState<ComposeValues>(initial);
  const [draftId, setDraftId] = useState<string | null>(initialId);
  const [shown, setShown] = useState<Shown>({ fields: {}, message: null });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [confirming, setConfirming] = useState<Preview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'draft' | 'send' | null>(null);

  const set = <K extends keyof ComposeValues>(name: K, value: ComposeValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setPreview(null);
  };

  /** Saves the draft; Preview and Send then count whom it reaches now. */
  async function run(step: 'preview' | 'draft' | 'send') {
    const found = problemsOf(values);
    setShown({ fields: found, message: null });
    if (Object.keys(found).length) return;
    setBusy(step);
    try {
      const saved = await save.mutateAsync({ id: draftId, draft: draftOf(values) });
      setDraftId(saved.id);
      if (step === 'draft') {
        toast(`Draft “${values.subject.trim()}” saved.`);
        return onClose();
      }
      const counted = { count: await countRecipients(saved.id), whom: recipientsInWords(saved) };
      if (step === 'preview') setPreview(counted);
      else setConfirming(counted);
    } catch (error) {
      setShown(serverErrors(error));
    } finally {
      setBusy(null);
    }
  }

  async function confirmSend() {
    if (!draftId || !confirming) return;
    try {
      await send.mutateAsync(draftId);
      toast(`Message sent to ${plural(confirming.count, 'partner')}: it goes out by e-mail now.`);
      onClose();
    } catch (error) {
      setShown(serverErrors(error));
    } finally {
      setConfirming(null);
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run('draft');
  };
  return {
    ...{ values, set, preview, confirming, busy, run, submit, confirmSend },
    errors: shown.fields,
    formError: shown.message,
    working: busy !== null || send.isPending,
    sending: send.isPending,
    stopConfirming: () => setConfirming(null),
  };
}
