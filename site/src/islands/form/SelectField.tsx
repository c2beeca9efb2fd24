import type { SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value' | 'required'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  /** Text of a first, empty choice ("not set"); none when the field always has a value. */
  emptyLabel?: string;
  error?: string;
}

/** A labelled select with its error, wired like TextField. A stored value not in `options` is kept. */
export function SelectField({
  id,
  label,
  value,
  onValueChange,
  options,
  emptyLabel,
  error,
  ...select
}: SelectFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control field__control--select">
        <select
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...select}
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {!known && <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
