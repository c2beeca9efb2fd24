import { useEffect } from 'react';
import { notifyWhenReady } from './notify.ts';

/**
 * After the payment page sends the buyer to my stuff with `?payment=ok`: one success notification,
 * and the parameter is taken off the address so a reload does not show it again.
 */
export default function PaymentNotice({ message }: { message: string }) {
  useEffect(() => {
    notifyWhenReady('success', message);
    const url = new URL(window.location.href);
    url.searchParams.delete('payment');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [message]);
  return null;
}
