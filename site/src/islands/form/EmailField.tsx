import { TextField, type TextFieldProps } from './TextField.tsx';

/**
 * A required email address (the contact form, "notify me"): the email keyboard on phones, no capital or
 * spelling fixes, the browser's saved address offered, and no longer than an address can be (254).
 */
export function EmailField(props: Omit<TextFieldProps, 'name' | 'type' | 'required'>) {
  return (
    <TextField
      name="email"
      type="email"
      required
      autoComplete="email"
      inputMode="email"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={254}
      {...props}
    />
  );
}
