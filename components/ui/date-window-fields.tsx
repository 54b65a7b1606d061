import type { ComponentProps } from 'react';
import { TextField } from './field';

type Input = ComponentProps<'input'> & { error?: string };

/** A datetime-local value (read as UTC) as the API's `YYYY-MM-DD HH:MM:SS`; blank is null. */
export const utcDateTime = (v: string) => (v ? `${v.replace('T', ' ')}:00`.slice(0, 19) : null);

/** A start and an end, side by side, as UTC datetime-local fields (each optional). */
export function DateWindowFields({
  start,
  end,
  startLabel = 'Starts (UTC, optional)',
  endLabel = 'Ends (UTC, optional)',
}: {
  start: Input;
  end: Input;
  startLabel?: string;
  endLabel?: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField type="datetime-local" label={startLabel} {...start} />
      <TextField type="datetime-local" label={endLabel} {...end} />
    </div>
  );
}
