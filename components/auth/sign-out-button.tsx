'use client';

import { signOut } from 'next-auth/react';

export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() => signOut({ callbackUrl: '/login' })}
      className="rounded-md border border-slate-500 px-3 py-1 text-sm hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-white"
    >
      Sign out
    </button>
  );
}
