/** The loading state of a console route (loading.tsx), shown while the page's code and data arrive. */
export function PageLoading({ title }: { title: string }) {
  return (
    <div aria-busy="true">
      <div className="mb-6 space-y-3">
        <span className="block h-3 w-40 animate-pulse rounded bg-slate-200" />
        <h1 className="text-2xl font-semibold tracking-tight text-slate-500">{title}</h1>
      </div>
      <div role="status" className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
        <span className="sr-only">Loading {title}…</span>
        {[0, 1, 2, 3].map((i) => (
          <span
            key={i}
            className="block h-4 animate-pulse rounded bg-slate-100"
            style={{ width: `${90 - i * 15}%` }}
          />
        ))}
      </div>
    </div>
  );
}
