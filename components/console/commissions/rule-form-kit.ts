import type { UseFormReturn } from 'react-hook-form';
import { ruleWords } from './rule-words';

/** What the commission forms share: the models, dates as datetime-local values, checks in words. */

export const MODELS = [
  { value: 'percentage_cpa', label: 'Percentage of the sale' },
  { value: 'fixed_cpa', label: 'Fixed amount per sale' },
] as const;

export type Model = (typeof MODELS)[number]['value'];
export const asModel = (m: string): Model => (m === 'fixed_cpa' ? 'fixed_cpa' : 'percentage_cpa');
export const utc = (local: string) => (local ? `${local.replace('T', ' ')}:00` : undefined);
export const nowLocal = () => new Date().toISOString().slice(0, 16);
/** An API date (ISO or `YYYY-MM-DD HH:MM:SS`, UTC) as a datetime-local value. */
export const toLocal = (date: string | null | undefined) =>
  date ? date.replace(' ', 'T').slice(0, 16) : '';
export const asDate = (local: string) => new Date(`${local}:00Z`);

export interface FormProps {
  campaignId: string;
  onDone: (message: string) => void;
}

export const SAID = { said: (_field: string, message: string) => ruleWords(message) };

/** Checks in words before anything is sent; false when a field was marked. */
export function checkWindow<V extends { start: string; end: string }>(
  form: UseFormReturn<V>,
  v: { start: string; end: string },
  endRequired = false,
): boolean {
  const f = form as unknown as UseFormReturn<{ start: string; end: string }>;
  if (!v.start) {
    f.setError('start', { message: 'Enter when it starts' });
    return false;
  }
  if (!v.end && endRequired) {
    f.setError('end', { message: 'Enter when it ends' });
    return false;
  }
  if (v.end && asDate(v.end) <= asDate(v.start)) {
    f.setError('end', { message: 'The end must be after the start' });
    return false;
  }
  return true;
}

export function checkValue<V extends { value: string }>(
  form: UseFormReturn<V>,
  v: { value: string },
) {
  if (v.value.trim()) return true;
  (form as unknown as UseFormReturn<{ value: string }>).setError('value', {
    message: 'Enter a rate or an amount',
  });
  return false;
}
