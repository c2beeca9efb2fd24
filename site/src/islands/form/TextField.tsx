import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value' | 'required'> {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Id of extra help text (a checklist) the input should be described by. */
  describedBy?: string;
  required?: boolean;
  requiredLabel: string;
  /** Placed inside the input's frame, after it (the show-password button). */
  trailing?: ReactNode;
}

/** A labelled input with its hint and error, wired for screen readers. */
export function TextField({
  id,
  ref,
  label,
  value,
  onValueChange,
  error,
  hint,
  describedBy,
  required = false,
  requiredLabel,
  trailing,
  type = 'text',
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
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
            <span className="visually-hidden"> ({requiredLabel})</span>
          </>
        )}
      </label>
      <div className={`field__control${trailing ? ' field__control--with-trailing' : ''}`}>
        <input
          ref={ref}
          id={id}
          type={type}
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={described}
          {...input}
        />
        {trailing}
      </div>
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
