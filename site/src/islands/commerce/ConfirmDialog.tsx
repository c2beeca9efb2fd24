import { type ReactNode, useEffect, useId, useRef } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The buttons, last the one that goes ahead. */
  actions: ReactNode;
}

/** A modal <dialog> (focus kept inside, Escape closes it) with a title, a body and its buttons. */
export function ConfirmDialog({ open, onClose, title, children, actions }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onClose={onClose}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div id={`${id}-body`} className="confirm-dialog__body">
        {children}
      </div>
      <div className="confirm-dialog__actions">{actions}</div>
    </dialog>
  );
}
