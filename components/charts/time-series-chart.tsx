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
}

export type SeriesPoint = { date: string } & Record<string, number | string>;

export interface TimeSeriesChartProps {
  /** Accessible name of the chart, e.g. "Clicks and conversions per day". */
  label: string;
  data: SeriesPoint[];
  series: SeriesSpec[];
  height?: number;
}

const COLOURS = ['#4f46e5', '#059669', '#d97706', '#dc2626', '#0891b2'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day's axis tick, `2026-11-23` as `23 Nov`; any other label as it is. */
export function shortDate(value: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(String(value));
  return m ? `${Number(m[2])} ${MONTHS[Number(m[1]) - 1] ?? m[1]}` : String(value);
}

/**
 * One line per series over dates. The figures are also in a table for screen readers, so the
 * chart never is the only way to read them.
 */
export default function TimeSeriesChart({
  label,
  data,
  series,
  height = 260,
}: TimeSeriesChartProps) {
  return (
    <figure aria-label={label} className="w-full min-w-0">
      <div style={{ height }} aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {/* No keyboard layer: the chart is hidden from assistive tech (the table has the figures). */}
          <LineChart
            data={data}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis
              dataKey="date"
              tick={{ fontSize: 12 }}
              minTickGap={24}
              tickFormatter={shortDate}
            />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
            <Tooltip />
            <Legend />
            {series.map((s, i) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={COLOURS[i % COLOURS.length]}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {/* A table ignores a 1px width: the wrapper hides it, so it cannot widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
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
