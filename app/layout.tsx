import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import './globals.css';

export const metadata: Metadata = {
  title: 'Affiliate Network',
  description: 'The system of record for an affiliate network',
  // Served from public/: the link mark, as a vector icon, a classic favicon and a touch icon.
  icons: {
    icon: [
      { url: '/icon.svg', type: 'image/svg+xml' },
      { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
    ],
    apple: { url: '/apple-icon.png', sizes: '180x180' },
  },
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
