import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { createSvgIcon } from '@mui/material/utils';
import { useCallback, useEffect, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDate, type UserNotification, useGlobalViewApi } from './api';
import { visuallyHidden } from './visuallyHidden';

/** Material's close icon, drawn here: its own chunk would cost the first screen more than its path. */
const CloseIcon = createSvgIcon(
  <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />,
  'Close',
);

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: UserNotification[]; nextToken: string | null };

/** The user's notifications (spec 2: click to remove), newest first, older pages on demand. */
export const NotificationsCard = () => {
  const api = useGlobalViewApi();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const t = (key: string) => translate(`ADMIN.DASHBOARD.NOTIFICATIONS.${key}`);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const page = await api.notifications();
      setState({ status: 'ready', items: page.notifications, nextToken: page.nextToken });
    } catch {
      setState({ status: 'error' });
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  // The app bar's bell follows the live stream and says when the list changed (a new one, one read): the
  // newest page again (event names: notifications/feed.ts).
  useEffect(() => {
    const fresh = () =>
      void api.notifications().then(
        (page) => setState({ status: 'ready', items: page.notifications, nextToken: page.nextToken }),
        () => undefined,
      );
    window.addEventListener('platea:notifications-changed', fresh);
    return () => window.removeEventListener('platea:notifications-changed', fresh);
  }, [api]);

  const more = async () => {
    if (state.status !== 'ready' || !state.nextToken) return;
    try {
      const page = await api.notifications(state.nextToken);
      setState({
        status: 'ready',
        items: [...state.items, ...page.notifications],
        nextToken: page.nextToken,
      });
    } catch {
      notify('ADMIN.DASHBOARD.NOTIFICATIONS.LOAD_ERROR', { type: 'error' });
    }
  };

  const remove = async (id: number) => {
    setBusy(id);
    try {
      await api.removeNotification(id);
      setState((s) => (s.status === 'ready' ? { ...s, items: s.items.filter((n) => n.id !== id) } : s));
      setAnnounce(t('REMOVED'));
      window.dispatchEvent(new Event('platea:notifications-read'));
    } catch {
      notify('ADMIN.DASHBOARD.NOTIFICATIONS.REMOVE_ERROR', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card component="section" aria-labelledby="globalview-notifications">
      <CardContent>
        <Typography id="globalview-notifications" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('TITLE')}
        </Typography>
        <Box role="status" sx={visuallyHidden}>
          {announce}
        </Box>
        {state.status === 'loading' && <Skeleton variant="rounded" height={72} />}
        {state.status === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void load()}>
                {translate('ADMIN.PAGE.RETRY')}
              </Button>
            }
          >
            {t('LOAD_ERROR')}
          </Alert>
        )}
        {state.status === 'ready' && state.items.length === 0 && (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', color: 'text.secondary' }}>
            <NotificationsNoneIcon aria-hidden />
            <Typography variant="body2">{t('EMPTY')}</Typography>
          </Box>
        )}
        {state.status === 'ready' && state.items.length > 0 && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('HINT')}
            </Typography>
            <List disablePadding>
              {state.items.map((n) => (
                <ListItem key={n.id} disablePadding sx={{ mb: 0.5 }}>
                  <ListItemButton
                    onClick={() => void remove(n.id)}
                    disabled={busy === n.id}
                    sx={{
                      borderRadius: 1,
                      alignItems: 'flex-start',
                      bgcolor: n.readOn ? undefined : 'action.hover',
                    }}
                  >
                    <ListItemText
                      primary={n.subject || n.type}
                      secondary={
                        <>
                          {n.content && (
                            <Box component="span" sx={{ display: 'block' }}>
                              {n.content}
                            </Box>
                          )}
                          <Box component="span" sx={{ display: 'block', fontSize: '0.8rem' }}>
                            {formatDate(n.timestamp, locale, { time: true })}
                          </Box>
                        </>
                      }
                      slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                    />
                    <CloseIcon
                      fontSize="small"
                      color="action"
                      aria-hidden
                      sx={{ ml: 1, mt: 0.5, flexShrink: 0 }}
                    />
                    <Box component="span" sx={visuallyHidden}>
                      ({t('REMOVE')})
                    </Box>
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            {state.nextToken && (
              <Button size="small" onClick={() => void more()}>
                {t('MORE')}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
