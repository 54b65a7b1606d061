import Link from 'next/link';

export default function HomePage() {
  return (
    <main className="mx-auto max-w-2xl space-y-6 p-10">
      <h1 className="text-3xl font-semibold">Affiliate Network</h1>
      <p className="text-slate-600">
        The network&apos;s system of record: partners, brands, campaigns and participation, over a
        Partnerize-compatible API.
      </p>
      <ul className="list-inside list-disc space-y-2">
        <li>
          <Link className="text-brand underline" href="/login">
            Sign in to the console
          </Link>
        </li>
        <li>
          API:{' '}
          <code className="rounded bg-slate-200 px-1">
            curl -u APPLICATION_KEY:USER_API_KEY /network
          </code>
        </li>
      </ul>
    </main>
  );
}
