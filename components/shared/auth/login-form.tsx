'use client';

import { useEffect, useRef, useState } from 'react';
import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { safeRedirectPath } from '@/lib/safe-redirect';

// lib/api/web/login-throttle.ts throws `LoginThrottled:<seconds>` from authorize() after repeated failures.
const THROTTLED = /^LoginThrottled:(\d+)$/;

function messageFor(error: string | null | undefined): string {
  const throttled = error ? THROTTLED.exec(error) : null;
  if (throttled) {
    const minutes = Math.max(1, Math.ceil(Number(throttled[1]) / 60));
    return `Too many failed sign-in attempts. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
  }
  return 'Wrong e-mail or password.';
}

/** What an incomplete form lacks, in words, before anything is sent; null when both are given. */
export function missingFields(email: string, password: string): string | null {
  if (!email.trim() && !password) return 'Enter your e-mail address and password.';
  if (!email.trim()) return 'Enter your e-mail address.';
  if (!password) return 'Enter your password.';
  return null;
}

/**
 * A same-site path to go to after signing in (`?callbackUrl=/partner`); anything else
 * (another host, however disguised: lib/safe-redirect.ts) is ignored.
 */
function callbackPath(): string | null {
  const value = new URLSearchParams(window.location.search).get('callbackUrl');
  return safeRedirectPath(value, '') || null;
}

/** Partner users land in their partner area, everyone else in the console. */
async function homeOfSignedInUser(): Promise<string> {
  try {
    const res = await fetch('/v3/users/me', {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body = (await res.json()) as { data?: { role?: string } };
    return body.data?.role === 'partner' ? '/partner' : '/console';
  } catch {
    return '/console';
  }
}

export function LoginForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);

  // `?email=` (e.g. from the partner sign-up) fills in the address and moves on to the password.
  useEffect(() => {
    const given = new URLSearchParams(window.location.search).get('email');
    if (given && email.current && !email.current.value) {
      email.current.value = given;
      password.current?.focus();
    }
  }, []);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const missing = missingFields(
      String(form.get('email') ?? ''),
      String(form.get('password') ?? ''),
    );
    if (missing) {
      setError(missing);
      (String(form.get('email') ?? '').trim() ? password : email).current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = await signIn('credentials', {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        redirect: false,
      });
      if (result?.ok && !result.error) {
        router.push(callbackPath() ?? (await homeOfSignedInUser()));
        router.refresh();
        return;
      }
      setError(messageFor(result?.error));
    } catch {
      setError('Sign-in is not available right now. Try again in a moment.');
    }
    setPending(false);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <label className="block text-sm font-medium text-slate-700">
        E-mail
        <input
          name="email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          ref={email}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 focus:outline-2 focus:outline-brand"
        />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Password
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          ref={password}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 focus:outline-2 focus:outline-brand"
        />
      </label>
      {error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
      >
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
