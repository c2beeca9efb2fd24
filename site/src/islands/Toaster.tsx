import { useCallback, useEffect, useRef, useState } from 'react';
import { markToasterReady, NOTIFY_EVENT, type NotifyDetail, type NotifyType } from './notify.ts';

export const TOASTER_KEYS = [
  'toast.region',
  'toast.dismiss',
  'toast.success',
  'toast.warning',
  'toast.error',
] as const;
type Messages = Record<(typeof TOASTER_KEYS)[number], string>;

/** Spec 9: notifications hide themselves after 10 seconds. */
const AUTO_HIDE_MS = 10_000;
const MAX_VISIBLE = 4;

interface Toast extends NotifyDetail {
  id: number;
}

/** Shows what notify() sends, top left. The list is a live region that is always in the page. */
export default function Toaster({ messages: m }: { messages: Messages }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  useEffect(() => {
    function onNotify(event: Event) {
      const detail = (event as CustomEvent<NotifyDetail>).detail;
      if (!detail?.message) return;
      const toast = { ...detail, id: nextId.current++ };
      setToasts((list) => [...list, toast].slice(-MAX_VISIBLE));
    }
    window.addEventListener(NOTIFY_EVENT, onNotify);
    markToasterReady();
    return () => window.removeEventListener(NOTIFY_EVENT, onNotify);
  }, []);

  return (
    <section className="toaster" aria-label={m['toast.region']}>
      <div role="status" aria-live="polite" aria-relevant="additions">
        <ol>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} messages={m} onDismiss={dismiss} />
          ))}
        </ol>
      </div>
    </section>
  );
}

function ToastItem({
  toast,
  messages: m,
  onDismiss,
}: {
  toast: Toast;
  messages: Messages;
  onDismiss: (id: number) => void;
}) {
  const [paused, setPaused] = useState(false);

  // Hovering or focusing a toast holds it, so slow readers are not rushed (WCAG 2.2.1).
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, onDismiss]);

  return (
    <li
      className={`toast toast--${toast.type}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__icon" aria-hidden="true">
        {ICONS[toast.type]}
      </span>
      <p className="toast__message">
        <span className="visually-hidden">{m[`toast.${toast.type}`]}: </span>
        {toast.message}
      </p>
      <button type="button" className="toast__close" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{m['toast.dismiss']}</span>
      </button>
    </li>
  );
}

const ICONS: Record<NotifyType, string> = { success: '✓', warning: '!', error: '✕' };
