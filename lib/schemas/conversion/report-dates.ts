/**
 * Dates of the conversion reports: the forms the reference accepts, read in a time zone, and
 * the contextual ranges of `text_date`. Pure functions (the clock is passed in).
 * Decisions: docs/jobs-and-conversions.md#conversion-reports.
 */

export interface LocalFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a time zone. */
export function localFields(date: Date, timeZone: string): LocalFields {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(date))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const asUtc = (f: LocalFields) => Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);

/** The instant whose wall clock in `timeZone` reads `f` (the earlier one in a DST overlap). */
function fromLocal(f: LocalFields, timeZone: string): Date {
  const wall = asUtc(f);
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const offset = asUtc(localFields(new Date(guess), timeZone)) - guess;
    const next = wall - offset;
    if (next === guess) break;
    guess = next;
  }
  return new Date(guess);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:MM:SS` of an instant on the wall clock of `timeZone`. */
export function formatInZone(date: Date, timeZone: string): string {
  if (timeZone === 'UTC') return date.toISOString().slice(0, 19).replace('T', ' ');
  const f = localFields(date, timeZone);
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)} ${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`;
}

const DATE_FORM =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * A report date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]` or ISO 8601 (`T`, fractions, `Z` or an
 * offset). Without an offset it is read on the wall clock of `timeZone`. Legacy: a day past the
 * month's end rolls over as in the reference's own example (`2016-02-30` is 1 March 2016).
 * Null when it is not such a date.
 */
export function parseReportDate(value: string, timeZone: string): Date | null {
  const m = DATE_FORM.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = [1, 2, 3, 4, 5, 6].map((i) =>
    m[i] === undefined ? undefined : Number(m[i]),
  ) as number[];
  if (year! < 1900 || month! < 1 || month! > 12 || day! < 1 || day! > 31) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const rolled = new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
  const fields: LocalFields = {
    year: rolled.getUTCFullYear(),
    month: rolled.getUTCMonth() + 1,
    day: rolled.getUTCDate(),
    hour,
    minute,
    second,
  };
  const zone = m[7];
  if (!zone) return fromLocal(fields, timeZone);
  if (zone.toUpperCase() === 'Z') return new Date(asUtc(fields));
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  const offsetMin = sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || 0));
  return new Date(asUtc(fields) - offsetMin * 60_000);
}

/** `text_date` as sent: `last+45+days`, `last_45_days` and `Last 45 Days` all read `last 45 days`. */
const normaliseTextDate = (v: string) =>
  v.trim().toLowerCase().replace(/[+_]/g, ' ').replace(/\s+/g, ' ');

function startOf(unit: 'hour' | 'day' | 'week' | 'month' | 'year', f: LocalFields): LocalFields {
  const s = { ...f, minute: 0, second: 0 };
  if (unit === 'hour') return s;
  s.hour = 0;
  if (unit === 'week') {
    // Weeks start on Monday.
    const weekday = new Date(asUtc(s)).getUTCDay();
    return shiftDays(s, -((weekday + 6) % 7));
  }
  if (unit === 'month' || unit === 'year') s.day = 1;
  if (unit === 'year') s.month = 1;
  return s;
}

function shiftDays(f: LocalFields, days: number): LocalFields {
  const d = new Date(asUtc(f) + days * 86_400_000);
  return { ...f, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const shiftMonths = (f: LocalFields, months: number): LocalFields => {
  const d = new Date(Date.UTC(f.year, f.month - 1 + months, 1));
  return { ...f, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
};

/**
 * The window of a contextual range on the wall clock of `timeZone`: "this X" runs from the
 * start of X to now; "last X" is the whole previous X (its end the second before this X
 * began); "last n days" runs from midnight n days ago to now. Null when not a known range.
 */
export function textDateWindow(
  text: string,
  timeZone: string,
  now: Date,
): { start: Date; end: Date } | null {
  const t = normaliseTextDate(text);
  const local = localFields(now, timeZone);
  const at = (f: LocalFields) => fromLocal(f, timeZone);
  const before = (f: LocalFields) => new Date(at(f).getTime() - 1000);
  const days = /^last (\d{1,4}) days?$/.exec(t);
  if (days) return { start: at(shiftDays(startOf('day', local), -Number(days[1]))), end: now };
  switch (t) {
    case 'this hour':
    case 'today':
    case 'this week':
    case 'this month':
    case 'this year': {
      const unit = t === 'today' ? 'day' : (t.slice(5) as 'hour' | 'week' | 'month' | 'year');
      return { start: at(startOf(unit, local)), end: now };
    }
    case 'last hour': {
      const start = startOf('hour', local);
      return { start: new Date(at(start).getTime() - 3_600_000), end: before(start) };
    }
    case 'yesterday':
    case 'last week': {
      const unit = t === 'yesterday' ? 'day' : 'week';
      const start = startOf(unit, local);
      return { start: at(shiftDays(start, unit === 'day' ? -1 : -7)), end: before(start) };
    }
    case 'last month':
    case 'last year': {
      const unit = t === 'last month' ? 'month' : 'year';
      const start = startOf(unit, local);
      const prev = unit === 'month' ? shiftMonths(start, -1) : { ...start, year: start.year - 1 };
      return { start: at(prev), end: before(start) };
    }
    default:
      return null;
  }
}
