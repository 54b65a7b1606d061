import { formatInZone } from '@/lib/schemas/conversion/report-dates';
import type { GroupedRows, TimeseriesPoint } from '@/lib/services/analytics';

/** ISO 8601 with the zone's offset at that instant: `2019-10-01T00:00:00+01:00`. */
function isoInZone(date: Date, tz: string): string {
  const local = formatInZone(date, tz);
  const offsetMin = Math.round(
    (Date.parse(`${local.replace(' ', 'T')}Z`) - date.getTime()) / 60_000,
  );
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local.replace(' ', 'T')}${sign}${hh}:${mm}`;
}

/** explode/filter rows: date_time buckets as ISO in the request's zone, ids as strings. */
export function presentGroupedRows(result: GroupedRows, tz: string) {
  return result.rows.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [
        k,
        k === 'date_time' && v !== null
          ? isoInZone(new Date(v as string | Date), tz)
          : typeof v === 'bigint'
            ? Number(v)
            : v,
      ]),
    ),
  ) as Record<string, string | number | null>[];
}

export function presentTimeseries(points: TimeseriesPoint[], tz: string) {
  return points.map((p) => ({
    date_time_range: { start: isoInZone(p.start, tz), end: isoInZone(p.end, tz) },
    ...p.metrics,
  }));
}
