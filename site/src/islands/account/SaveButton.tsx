import { useHydrated } from '../form/useHydrated.ts';

/**
 * The submit button at the end of each section of /account/my-data, inert until its island has hydrated
 * (form/useHydrated.ts): the password section carries secrets, the others personal data.
 */
export function SaveButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const hydrated = useHydrated();
  return (
    <div className="form__actions">
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || !hydrated}
        // Keeps focus in the field on click: a blur that shows an error would move the button.
        onMouseDown={(event) => event.preventDefault()}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
