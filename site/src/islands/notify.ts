/** Notifications of spec 9: any island calls notify(); the toaster (components/Toaster.astro) shows them. */
export type NotifyType = 'success' | 'warning' | 'error';

export interface NotifyDetail {
  type: NotifyType;
  message: string;
}

export const NOTIFY_EVENT = 'platea:notify';

export function notify(type: NotifyType, message: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<NotifyDetail>(NOTIFY_EVENT, { detail: { type, message } }));
}

/** The Toaster says it listens (its island may hydrate after the one that wants to notify). */
export const TOASTER_READY_EVENT = 'platea:toaster-ready';
const READY_FLAG = 'plateaToaster';

export function markToasterReady(): void {
  document.documentElement.dataset[READY_FLAG] = 'ready';
  window.dispatchEvent(new Event(TOASTER_READY_EVENT));
}

/** notify() once the Toaster is listening: for a notification shown as a page loads. */
export function notifyWhenReady(type: NotifyType, message: string): void {
  if (typeof window === 'undefined') return;
  if (document.documentElement.dataset[READY_FLAG] === 'ready') {
    notify(type, message);
    return;
  }
  window.addEventListener(TOASTER_READY_EVENT, () => notify(type, message), { once: true });
}
