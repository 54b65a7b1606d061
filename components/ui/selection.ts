/** A copy of a selection (id to name) with `id` added, or removed if it was there. */
export function toggleEntry(selection: Map<string, string>, id: string, name: string) {
  const next = new Map(selection);
  if (next.has(id)) next.delete(id);
  else next.set(id, name);
  return next;
}
