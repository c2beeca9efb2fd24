/** The submit button at the end of each section of /account/my-data. */
export function SaveButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <div className="form__actions">
      <button
        type="submit"
        className="button button--primary"
        disabled={busy}
        // Keeps focus in the field on click: a blur that shows an error would move the button.
        onMouseDown={(event) => event.preventDefault()}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
