/**
 * A date the API sends, as a Date for next-intl's formatter: v1's `YYYY-MM-DD HH:MM:SS` (UTC),
 * a bare `YYYY-MM-DD`, or ISO 8601. Undefined for null, empty or unreadable values.
 */
export function apiDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    ? `${value.replace(' ', 'T')}Z`
    : /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? `${value}T00:00:00Z`
      : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
