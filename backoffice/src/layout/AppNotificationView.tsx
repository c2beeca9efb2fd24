import { Notification } from 'react-admin';

/** Spec 9: notifications show top-left and hide after 10 seconds. */
const AppNotificationView = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'left' }} autoHideDuration={10000} />
);

export default AppNotificationView;
