export default function Loading() {
  return (
    <main className="mx-auto mt-24 max-w-3xl px-4" aria-busy="true">
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
