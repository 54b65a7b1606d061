'use client';

import { useOrigin } from '@/lib/client/use-origin';
import { Section } from '@/components/ui/page-header';
import { SecretDialog } from '@/components/ui/secret-dialog';

/** Who holds the application key, in the reader's situation. */
function appKeySource(staff: boolean): string {
  return staff
    ? 'It was shown once, when the network was created (the admin CLI printed it); whoever set the network up has it.'
    : 'Ask the network’s staff for it: it is the same for every user of the network.';
}

/** The two keys of an API call, explained once for staff, brand users and partners alike. */
export function KeysExplained({ staff }: { staff: boolean }) {
  return (
    <Section title="Calling the API: which key is which" id="keys-explained">
      <dl className="space-y-3 text-sm text-slate-700">
        <div>
          <dt className="font-medium text-slate-900">Application key</dt>
          <dd>
            Names the network. It is the user name of every API call and the same for every user of
            the network. {appKeySource(staff)}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Your API key (user key)</dt>
          <dd>
            Proves that the call is yours and decides what it may see: it is the password of every
            API call. Only you have it; rotate it below to get a new one, shown once.
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        Every call sends both, as HTTP Basic authentication:{' '}
        <code className="rounded bg-slate-100 px-1">application_key:your_api_key</code>.
      </p>
    </Section>
  );
}

/** The new API key after a rotation, shown once in a dialog with how to use it. */
export function NewKeyDialog({
  apiKey,
  appKeyPrefix,
  staff,
  onClose,
}: {
  apiKey: string | null;
  appKeyPrefix: string;
  staff: boolean;
  onClose: () => void;
}) {
  const origin = useOrigin();
  return (
    <SecretDialog
      secret={apiKey}
      title="Your new API key"
      testId="new-api-key"
      onClose={onClose}
      intro={
        <p className="font-medium text-slate-900">
          It is shown once: copy it now. The old key has stopped working.
        </p>
      }
      details={
        <div className="space-y-2 text-slate-700">
          <p>
            This is your user key, the password of each call. The user name is the network’s
            application key, which starts with{' '}
            <code className="rounded bg-slate-100 px-1">{appKeyPrefix}</code>. {appKeySource(staff)}
          </p>
          <p>Try it:</p>
          <pre className="overflow-x-auto rounded bg-slate-900 p-2 text-xs text-slate-100">{`curl -u "APPLICATION_KEY:${apiKey ?? ''}" ${origin}/network`}</pre>
        </div>
      }
    />
  );
}
