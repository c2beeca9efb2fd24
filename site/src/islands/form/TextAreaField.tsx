import type { TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'value' | 'required'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** Marks the field as required (an asterisk, and the word for screen readers). */
  required?: boolean;
  requiredLabel?: string;
}

/** A labelled multi-line input with its hint and error, wired like TextField. */
export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  required = false,
  requiredLabel,
  ...textarea
}: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <>
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
            {requiredLabel && <span className="visually-hidden"> ({requiredLabel})</span>}
          </>
        )}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        {...textarea}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
