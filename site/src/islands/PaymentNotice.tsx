import { useEffect } from 'react';
import { notifyWhenReady } from './notify.ts';

/**
 * After the payment page sends the buyer to my stuff with `?payment=ok`: one success notification,
 * and the parameter is taken off the address so a reload does not show it again. Other one-off notices
 * after a reload (my stuff's "subscription cancelled") name their own parameter.
 */
export default function PaymentNotice({ message, param = 'payment' }: { message: string; param?: string }) {
  useEffect(() => {
    notifyWhenReady('success', message);
    const url = new URL(window.location.href);
    url.searchParams.delete(param);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [message, param]);
  return null;
}
