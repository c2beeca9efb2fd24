import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotificationContext } from 'react-admin';

/**
 * The console's notifications (spec 9: top-left, hidden after 10 seconds). What draws them (the snackbar
 * and its transitions) is loaded with the first one, not with the first screen (its budget,
 * tests/e2e/backoffice-weight.spec.ts): the queue keeps it until it is shown.
 */
const AppNotificationView = lazy(() => import('./AppNotificationView'));

export const AppNotification = () => {
  const { notifications } = useNotificationContext();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (notifications.length > 0) setWanted(true);
  }, [notifications.length]);
  return wanted ? (
    <Suspense fallback={null}>
      <AppNotificationView />
    </Suspense>
  ) : null;
};
