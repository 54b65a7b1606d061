'use client';

import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface SeriesSpec {
  key: string;
  label: string;
  /**
   * The axis a line is read on. Figures of very different size (clicks in hundreds, sales in
   * tens) go on their own axis, or the small one is drawn as a flat line.
   */
  axis?: 'left' | 'right';
}

type SeriesPoint = { date: string } & Record<string, number | string>;

/** The words around the chart, for pages that are not in English. */
export interface ChartWords {
  /** The table's first column. */
  date: string;
  /** Said under the chart when the last point is today (or this month): it is not over yet. */
  partial: (when: string) => string;
}

export interface TimeSeriesChartProps {
  /** Accessible name of the chart, e.g. "Clicks and conversions per day". */
  label: string;
  data: SeriesPoint[];
  series: SeriesSpec[];
  height?: number;
  /** Language of the axis ticks (a BCP 47 tag); English by default. */
  locale?: string;
  words?: ChartWords;
  /** Which point is still running, and so drawn dashed: today's day (default) or month. */
  now?: Date;
}

const COLOURS = ['#4f46e5', '#059669', '#d97706', '#dc2626', '#0891b2'];

const ENGLISH: ChartWords = {
  date: 'Date',
  partial: (when) => `${when} is not over yet: its figures are drawn dashed and will still grow.`,
};

const PARTIAL = '__partial';

/** A tick: a day `2026-11-23` as "23 Nov", a month `2026-11` as "Nov 2026", in the page's language. */
export function tickLabel(value: string, locale = 'en-GB'): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value));
  if (day)
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  const month = /^(\d{4})-(\d{2})$/.exec(String(value));
  if (month)
    return new Intl.DateTimeFormat(locale, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
  return String(value);
}

/** True when a point's date (a day or a month) contains `now`: its figures are still coming in. */
export function isRunning(date: string, now: Date): boolean {
  const today = now.toISOString().slice(0, 10);
  return date === today || date === today.slice(0, 7);
}

/**
 * One line per series over dates. The last point, when it is today or this month, is drawn as a
 * dashed continuation with a note, so a day that is not over does not read as a collapse. The
 * figures are also in a table for screen readers, so the chart never is the only way to read them.
 */
export default function TimeSeriesChart({
  label,
  data,
  series,
  height = 260,
  locale,
  words = ENGLISH,
  now = new Date(),
}: TimeSeriesChartProps) {
  const last = data.at(-1);
  const running = last !== undefined && data.length > 1 && isRunning(last.date, now);
  // Solid lines stop at the last finished point; a dashed copy joins it to the running one.
  const points = running
    ? data.map((point, i) => {
        const out: SeriesPoint = { ...point };
        for (const s of series) {
          if (i === data.length - 1) delete out[s.key];
          if (i >= data.length - 2) out[s.key + PARTIAL] = point[s.key] ?? 0;
        }
        return out;
      })
    : data;
  const twoAxes = series.some((s) => s.axis === 'right');
  const tickStyle = { fontSize: 12 };
  return (
    <figure aria-label={label} className="w-full min-w-0" data-running={running || undefined}>
      <div style={{ height }} aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {/* No keyboard layer: the chart is hidden from assistive tech (the table has the figures). */}
          <LineChart
            data={points}
            margin={{ top: 8, right: twoAxes ? 0 : 16, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis
              dataKey="date"
              tick={tickStyle}
              minTickGap={24}
              tickFormatter={(v: string) => tickLabel(v, locale)}
            />
            <YAxis
              yAxisId="left"
              allowDecimals={false}
              tick={{ ...tickStyle, fill: twoAxes ? COLOURS[0] : undefined }}
              width={44}
              tickFormatter={(v: number) => v.toLocaleString(locale)}
            />
            {twoAxes && (
              <YAxis
                yAxisId="right"
                orientation="right"
                allowDecimals={false}
                tick={{ ...tickStyle, fill: COLOURS[series.findIndex((s) => s.axis === 'right')] }}
                width={44}
                tickFormatter={(v: number) => v.toLocaleString(locale)}
              />
            )}
            <Tooltip labelFormatter={(v) => tickLabel(String(v), locale)} />
            <Legend />
            {series.map((s, i) => (
              <Line
                key={s.key}
                yAxisId={s.axis ?? 'left'}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={COLOURS[i % COLOURS.length]}
                dot={false}
                isAnimationActive={false}
              />
            ))}
            {running &&
              series.map((s, i) => (
                <Line
                  key={s.key + PARTIAL}
                  yAxisId={s.axis ?? 'left'}
                  type="linear"
                  dataKey={s.key + PARTIAL}
                  name={s.label}
                  legendType="none"
                  tooltipType="none"
                  stroke={COLOURS[i % COLOURS.length]}
                  strokeDasharray="4 4"
                  strokeOpacity={0.6}
                  dot={false}
                  isAnimationActive={false}
                />
              ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {running && (
        <figcaption className="mt-1 text-xs text-slate-500" data-testid="chart-partial-note">
          {words.partial(tickLabel(last.date, locale))}
        </figcaption>
      )}
      {/* A table ignores a 1px width: the wrapper hides it, so it cannot widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{words.date}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.date}>
                <th scope="row">{point.date}</th>
                {series.map((s) => (
                  <td key={s.key}>{point[s.key] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
