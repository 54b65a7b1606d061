/** Display helpers shared by console pages. */

/** A v1 `YYYY-MM-DD HH:MM:SS` (UTC) or ISO timestamp as a short UTC date and time. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    ? `${value.replace(' ', 'T')}Z`
    : value;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function formatDate(value: string | null | undefined): string {
  return value ? formatDateTime(value).slice(0, 10) : '—';
}

export function formatNumber(n: number): string {
  return n.toLocaleString('en-GB');
}

/** "1 partner" / "3 partners". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}
