'use client';

import { useCommunicationPlaceholders } from '@/lib/client/hooks/communications';
import { ConfirmDialog } from '@/components/ui/dialog';
import type { ComposeValues, Preview } from './compose-values';
import { plural, withFallbacks } from './words';

/** The placeholders a message may hold (GET /v2/communication-placeholders), as a hint. */
export function PlaceholderHint() {
  const placeholders = useCommunicationPlaceholders();
  return (
    <>
      {placeholders.data && placeholders.data.placeholders.length > 0 && (
        <div className="text-xs text-slate-600" data-testid="placeholder-hint">
          <p>Placeholders are filled in for each partner, e.g. [contact_name,fallback=there]:</p>
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
            {placeholders.data.placeholders.map((p) => (
              <li key={p.id}>
                <code className="rounded bg-slate-100 px-1">{p.placeholder}</code> {p.name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** Whom the saved draft reaches now and how it reads with placeholders at their fallbacks. */
export function MessagePreview({
  preview,
  values,
}: {
  preview: Preview | null;
  values: ComposeValues;
}) {
  return (
    <>
      {preview && (
        <section
          aria-label="Preview"
          data-testid="message-preview"
          className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
        >
          <p className="font-medium text-slate-900" role="status">
            Goes to {plural(preview.count, 'partner')} now ({preview.whom}).
          </p>
          <p className="text-xs text-slate-500">
            Whom it reaches is worked out again when it is sent. Placeholders show their fallbacks.
          </p>
          <p>
            <span className="text-slate-500">Subject: </span>
            {withFallbacks(values.subject)}
          </p>
          <div className="whitespace-pre-wrap text-slate-800">{withFallbacks(values.body)}</div>
        </section>
      )}
    </>
  );
}

/** The confirmation before a send: how many partners get it; Cancel sends nothing. */
export function SendConfirmation({
  confirming,
  subject,
  pending,
  onCancel,
  onConfirm,
}: {
  confirming: Preview | null;
  subject: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(o) => {
        if (!o) onCancel();
      }}
      title="Send this message"
      confirmLabel="Send now"
      pending={pending}
      confirmDisabled={confirming?.count === 0}
      onConfirm={onConfirm}
    >
      {confirming && (
        <p className="text-sm text-slate-700">
          {confirming.count === 0
            ? 'No partner would get it now: nobody it names is an approved partner with an address who has not unsubscribed.'
            : `${plural(confirming.count, 'partner')} will get “${subject.trim()}” by e-mail. It cannot be called back once sent.`}
        </p>
      )}
    </ConfirmDialog>
  );
}
