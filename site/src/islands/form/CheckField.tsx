import type { ReactNode } from 'react';

interface CheckFieldProps {
  id: string;
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The label's content; may hold links. */
  children: ReactNode;
  error?: string;
  required?: boolean;
}

/** A checkbox with its label beside it and its error below, wired for screen readers. */
export function CheckField({
  id,
  name,
  checked,
  onCheckedChange,
  children,
  error,
  required,
}: CheckFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`check${error ? ' check--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id}>{children}</label>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
