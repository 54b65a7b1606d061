import { useState } from 'react';
import { SelectField } from './field';

/** A select above a list that narrows it: "every …" first, then the given [value, label] pairs. */
export function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
  className = 'mb-4 max-w-xs',
}: {
  label: string;
  allLabel: string;
  options: readonly (readonly [string, string])[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <SelectField
      label={label}
      className={className}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{allLabel}</option>
      {options.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </SelectField>
  );
}

/** A list's filter value and page offset: choosing another value goes back to the first page. */
export function useFilterAndOffset() {
  const [filter, setFilterValue] = useState('');
  const [offset, setOffset] = useState(0);
  const setFilter = (next: string) => {
    setFilterValue(next);
    setOffset(0);
  };
  return { filter, setFilter, offset, setOffset };
}
