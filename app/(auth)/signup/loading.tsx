// Padding, not a top margin: a first child's margin collapses into <body>, which then moves
// the whole page by it when the sign-up replaces this (a layout shift of 0.107 at 390 px).
export default function Loading() {
  return (
    <main className="mx-auto max-w-3xl px-4 pt-24" aria-busy="true">
      <div role="status" className="space-y-3 rounded-lg border border-slate-200 bg-white p-6">
        <span className="sr-only">Loading the sign-up page…</span>
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            className="block h-4 animate-pulse rounded bg-slate-100"
            style={{ width: `${90 - i * 20}%` }}
          />
        ))}
      </div>
    </main>
  );
}
