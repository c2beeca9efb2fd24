import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress, Skeleton, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { PlateaDataProvider } from '../dataProvider';
import { fullName, type SessionUser, setSessionUser } from '../session';
import { type Dashboard, useGlobalViewApi } from './api';
import { CountsCard } from './CountsCard';
import { IdentityCard } from './IdentityCard';
import { MarketplaceCard } from './MarketplaceCard';
import { MeetsCard } from './MeetsCard';
import { MyChannelsCard } from './MyChannelsCard';
import { MyProductsCard } from './MyProductsCard';
import { NotificationsCard } from './NotificationsCard';
import { QuickLinksCard } from './QuickLinksCard';
import { ShareProfileCard } from './ShareProfileCard';
import { StorageCard } from './StorageCard';
import { TutorialsCard } from './TutorialsCard';
import { isTourDismissed, type TourKind } from './tour';

// Shown only to an organizer without a channel or product yet: its stepper is a chunk of its own.
const CreationTour = lazy(() => import('./CreationTour'));

const columns = (md: string) =>
  ({
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: md },
    alignItems: 'start',
  }) as const;
const column = { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 } as const;

type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

const Retry = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
          {translate('ADMIN.PAGE.RETRY')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
};

/** The creation tour the organizer needs now, if any (spec 2: first channel, then first product). */
function tourFor(dashboard: Dashboard, userId: number, hidden: TourKind[]): TourKind | null {
  const kind: TourKind | null =
    dashboard.totals.channels === 0 ? 'channel' : dashboard.totals.products === 0 ? 'product' : null;
  if (!kind || hidden.includes(kind) || isTourDismissed(kind, userId)) return null;
  return kind;
}

/**
 * /account/globalview, the organizer's dashboard (spec 2): the creation tours, the counts of the last 30
 * days, notifications, channels and meets beside the account, sharing, marketplace and storage, the products table,
 * then tutorials and links. Everything shown is the caller's own, an administrator's too.
 */
const GlobalView = () => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const api = useGlobalViewApi();
  const translate = useTranslate();
  const [user, setUser] = useState<Load<SessionUser>>({ status: 'loading' });
  const [dashboard, setDashboard] = useState<Load<Dashboard>>({ status: 'loading' });
  const [hiddenTours, setHiddenTours] = useState<TourKind[]>([]);

  const loadUser = useCallback(async () => {
    setUser({ status: 'loading' });
    try {
      const me = await dataProvider.getMe();
      // Keep the stored session in step with the server (spec 4: on update the profile is replaced).
      setSessionUser(me);
      setUser({ status: 'ready', value: me });
    } catch {
      setUser({ status: 'error' });
    }
  }, [dataProvider]);

  const loadDashboard = useCallback(async () => {
    setDashboard({ status: 'loading' });
    try {
      setDashboard({ status: 'ready', value: await api.dashboard() });
    } catch {
      setDashboard({ status: 'error' });
    }
  }, [api]);

  useEffect(() => {
    void loadUser();
  }, [loadUser]);
  useEffect(() => {
    void loadDashboard();
  }, [loadDashboard]);

  const me = user.status === 'ready' ? user.value : null;
  const data = dashboard.status === 'ready' ? dashboard.value : null;
  // The tours are for organizers; an administrator visiting this console has no use for them.
  const tour = me?.roles.includes('PRODUCER') && data ? tourFor(data, me.id, hiddenTours) : null;

  const dashboardPart = (render: (d: Dashboard) => ReactNode, height = 120) =>
    data ? (
      render(data)
    ) : dashboard.status === 'loading' ? (
      <Skeleton variant="rounded" height={height} />
    ) : null;

  return (
    <Box sx={{ maxWidth: 1280, py: 2 }}>
      <Title title="ADMIN.GLOBALVIEW.TITLE" />
      <Typography variant="h5" component="p" sx={{ mb: 2 }}>
        {me
          ? translate('ADMIN.GLOBALVIEW.WELCOME', { name: fullName(me) })
          : translate('ADMIN.GLOBALVIEW.TITLE')}
      </Typography>
      {user.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <span>{translate('ADMIN.PAGE.LOADING')}</span>
        </Box>
      )}
      {user.status === 'error' && (
        <Retry message="ADMIN.GLOBALVIEW.LOAD_ERROR" onRetry={() => void loadUser()} />
      )}
      {me && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {tour && (
            <Suspense fallback={null}>
              <CreationTour
                key={tour}
                kind={tour}
                userId={me.id}
                onDismiss={() => setHiddenTours((h) => [...h, tour])}
              />
            </Suspense>
          )}
          {dashboard.status === 'error' ? (
            <Retry message="ADMIN.DASHBOARD.ACTIVITY_ERROR" onRetry={() => void loadDashboard()} />
          ) : (
            dashboardPart((d) => <CountsCard dashboard={d} />)
          )}
          <Box sx={columns('minmax(0, 3fr) minmax(0, 2fr)')}>
            <Box sx={column}>
              <NotificationsCard />
              {dashboardPart((d) => (
                <MyChannelsCard dashboard={d} />
              ))}
              {dashboardPart((d) => (
                <MeetsCard dashboard={d} />
              ))}
            </Box>
            <Box sx={column}>
              <IdentityCard user={me} />
              {dashboardPart((d) => (
                <ShareProfileCard user={me} dashboard={d} />
              ))}
              {dashboardPart((d) => (
                <MarketplaceCard dashboard={d} />
              ))}
              <StorageCard />
            </Box>
          </Box>
          {/* Full width: the products table has the most columns. */}
          {dashboardPart(
            (d) => (
              <MyProductsCard dashboard={d} />
            ),
            160,
          )}
          <Box sx={columns('minmax(0, 1fr) minmax(0, 1fr)')}>
            <TutorialsCard />
            <QuickLinksCard isAdmin={me.roles.includes('ADMIN')} />
          </Box>
        </Box>
      )}
    </Box>
  );
};

export default GlobalView;
