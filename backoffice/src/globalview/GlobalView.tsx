import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { PlateaDataProvider } from '../dataProvider';
import { fullName, type SessionUser, setSessionUser } from '../session';
import { IdentityCard } from './IdentityCard';
import { MyProductsCard } from './MyProductsCard';
import { QuickLinksCard } from './QuickLinksCard';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; user: SessionUser };

/** /account/globalview: the organizer's dashboard. Only what exists today: the account and the links. */
const GlobalView = () => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const translate = useTranslate();
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const user = await dataProvider.getMe();
      // Keep the stored session in step with the server (spec 4: on update the profile is replaced).
      setSessionUser(user);
      setState({ status: 'ready', user });
    } catch {
      setState({ status: 'error' });
    }
  }, [dataProvider]);

  useEffect(() => {
    load();
  }, [load]);

  return (
    <Box sx={{ maxWidth: 1100, py: 2 }}>
      <Title title="ADMIN.GLOBALVIEW.TITLE" />
      <Typography variant="h5" component="p" sx={{ mb: 2 }}>
        {state.status === 'ready'
          ? translate('ADMIN.GLOBALVIEW.WELCOME', { name: fullName(state.user) })
          : translate('ADMIN.GLOBALVIEW.TITLE')}
      </Typography>
      {state.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <span>{translate('ADMIN.PAGE.LOADING')}</span>
        </Box>
      )}
      {state.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={load}>
              {translate('ADMIN.PAGE.RETRY')}
            </Button>
          }
        >
          {translate('ADMIN.GLOBALVIEW.LOAD_ERROR')}
        </Alert>
      )}
      {state.status === 'ready' && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <IdentityCard user={state.user} />
          <QuickLinksCard isAdmin={state.user.roles.includes('ADMIN')} />
          {state.user.roles.some((r) => r === 'PRODUCER' || r === 'ADMIN') && (
            <Box sx={{ gridColumn: { md: '1 / -1' } }}>
              <MyProductsCard />
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
};

export default GlobalView;
