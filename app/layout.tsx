import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import './globals.css';

export const metadata: Metadata = {
  title: 'Affiliate Network',
  description: 'The system of record for an affiliate network',
};

// Every page renders per request, so Next.js can put the request's CSP nonce on its scripts.
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen">{children}</body>
    </html>
  );
}
