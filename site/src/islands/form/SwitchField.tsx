import type { ReactNode } from 'react';

interface SwitchFieldProps {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Help below the label; may hold a link. */
  hint?: ReactNode;
  error?: string;
}

/** An on/off setting: a checkbox with role="switch", its label first and the switch at the end. */
export function SwitchField({ id, name, label, checked, onCheckedChange, hint, error }: SwitchFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`switch${error ? ' switch--invalid' : ''}`}>
      <label htmlFor={id} className="switch__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        className="switch__input"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
      />
      {hint && (
        <div id={hintId} className="switch__hint field__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="switch__hint field__error">
          {error}
        </p>
      )}
    </div>
  );
}
