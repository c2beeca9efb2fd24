/** Notifications of spec 9: any island calls notify(); the Toaster island listens and shows them. */
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
