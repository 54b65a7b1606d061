'use client';

import { useOrigin } from '@/lib/client/use-origin';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { CopyButton } from '@/components/ui/copy-button';
import { Section } from '@/components/ui/page-header';

/** The network's public partner sign-up address, for staff to share with would-be partners. */
export function SignupLink() {
  const session = useConsoleSession();
  const origin = useOrigin();
  const link = `${origin}/signup?network=${session.networkId}`;
  return (
    <Section
      title="Partner sign-up link"
      id="signup-link"
      description="Send this address to partners who want to join the network: they sign up there, accept the network terms and confirm their e-mail address."
    >
      <div className="flex flex-wrap items-center gap-2">
        <code
          data-testid="signup-link"
          className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all"
        >
          {link}
        </code>
        <CopyButton value={link} label="Copy sign-up link" />
      </div>
      <p className="mt-3 text-sm text-slate-600">
        New partners start as pending unless the network approves partners automatically; review
        them on the Partners page.
      </p>
    </Section>
  );
}
