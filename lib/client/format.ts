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

let countryNames: Intl.DisplayNames | undefined;

/** A country code (ISO 3166-1 alpha-2) as its English name; the code when it is not known. */
export function formatCountry(code: string): string {
  countryNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code; // not a well-formed region code
  }
}

/** "1 partner" / "3 partners". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/** When something runs, in words: from its start to its end, either of which may be open. */
export function formatWindow(
  start: string | null | undefined,
  end: string | null | undefined,
  unbounded = 'Always',
): string {
  if (!start && !end) return unbounded;
  if (!end) return `From ${formatDateTime(start)}`;
  if (!start) return `Until ${formatDateTime(end)}`;
  return `${formatDateTime(start)} – ${formatDateTime(end)}`;
}
