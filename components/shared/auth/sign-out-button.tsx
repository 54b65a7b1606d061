'use client';

import { useState } from 'react';

/**
 * Signs out through next-auth's own endpoints (GET /api/auth/csrf, then POST
 * /api/auth/signout), as `signOut()` from next-auth/react does. Calling them here keeps
 * next-auth's client bundle, about 10 kB gzipped, off every page that shows this button.
 */
async function signOutThenLogin() {
  const { csrfToken } = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
  const answer = await fetch('/api/auth/signout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
    body: new URLSearchParams({ csrfToken, callbackUrl: '/login', json: 'true' }),
  });
  if (!answer.ok) throw new Error(`sign-out answered ${answer.status}`);
  // A full load, not router.push: nothing of the signed-out user's cached pages may stay.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/login');
}

export function SignOutButton({
  label = 'Sign out',
  failedLabel = 'Sign out failed: try again',
}: {
  label?: string;
  failedLabel?: string;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <button
      type="button"
      disabled={state === 'busy'}
      onClick={() => {
        setState('busy');
        signOutThenLogin().catch(() => setState('failed'));
      }}
      className="rounded-md border border-slate-500 px-3 py-1 text-sm hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-60"
    >
      {state === 'failed' ? failedLabel : label}
    </button>
  );
}
