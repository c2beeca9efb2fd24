import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Form,
  SaveButton,
  Title,
  useDataProvider,
  useFormIsDirty,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { MediaStorageConfig } from '../../../api/src/shared/config.ts';
import type { PlateaDataProvider } from '../dataProvider';
import { ConfigSwitch } from './ConfigSwitch';
import { CONFIG_GROUPS, type ConfigValues, siteConfigOf } from './configGroups';
import { RegistrationCard } from './RegistrationCard';
import { type RegistrationValues, registrationOf, saveRegistration } from './registration';
import { StorageLimitsCard, storageOf } from './StorageLimitsCard';

type LoadState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; values: ConfigValues; registration: RegistrationValues; storage: MediaStorageConfig };

/**
 * /manage/config-admin (spec 2): the site configuration as switches, and the registration settings, with
 * one save button, enabled once something changed. Saves PUT /api/config; /api/config/access, the
 * domain policy, the sign-up fields and the media storage limits each only when they changed.
 */
const ConfigAdmin = () => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const [config, access, registerDomains, registerFields, storage] = await Promise.all([
        dataProvider.getConfig(),
        dataProvider.getAccessConfig(),
        dataProvider.getRegisterDomains(),
        dataProvider.getRegisterFieldOptions(),
        dataProvider.getStorageConfig(),
      ]);
      setState({
        status: 'ready',
        values: { ...config, requireLogin: access.requireLogin },
        registration: { registerDomains, registerFields },
        storage,
      });
    } catch {
      setState({ status: 'error' });
    }
  }, [dataProvider]);

  useEffect(() => {
    load();
  }, [load]);

  const save = async (data: Record<string, unknown>) => {
    if (state.status !== 'ready') return;
    const requireLogin = Boolean(data.requireLogin);
    try {
      const config = await dataProvider.updateConfig(siteConfigOf(data));
      let access = { requireLogin: state.values.requireLogin };
      if (requireLogin !== state.values.requireLogin) {
        access = await dataProvider.updateAccessConfig({ requireLogin });
      }
      const registration = await saveRegistration(
        dataProvider,
        state.registration,
        registrationOf(data, state.registration),
      );
      const wanted = storageOf(data);
      const storage =
        JSON.stringify(wanted) === JSON.stringify(state.storage)
          ? state.storage
          : await dataProvider.updateStorageConfig(wanted);
      setState({
        status: 'ready',
        values: { ...config, requireLogin: access.requireLogin },
        registration,
        storage,
      });
      notify('ADMIN.PAGE.SAVE_SUCCESS', { type: 'success' });
    } catch {
      notify('ADMIN.PAGE.SAVE_ERROR', { type: 'error' });
    }
  };

  // A stable record: the form resets whenever it gets a new one (after loading and after saving).
  const record = useMemo(
    () =>
      state.status === 'ready'
        ? { id: 'config', ...state.values, ...state.registration, storage: state.storage }
        : undefined,
    [state],
  );

  return (
    <Box sx={{ maxWidth: 1100, py: 2 }}>
      <Title title="ADMIN.CONFIG.TITLE" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('ADMIN.CONFIG.SUBTITLE')}
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
          {translate('SERVER_ERROR')}
        </Alert>
      )}
      {record && (
        <Form record={record} onSubmit={save}>
          {/* Two balanced columns on wide screens; the reading order stays the groups' order. */}
          <Box sx={{ columnCount: { xs: 1, md: 2 }, columnGap: 2 }}>
            {CONFIG_GROUPS.map((group) => (
              <Card
                key={group.id}
                component="section"
                aria-labelledby={`config-group-${group.id}`}
                sx={{ breakInside: 'avoid', mb: 2, display: 'inline-block', width: '100%' }}
              >
                <CardContent>
                  <Typography id={`config-group-${group.id}`} variant="h6" component="h2" sx={{ mb: 1 }}>
                    {translate(`ADMIN.CONFIG.GROUPS.${group.id}`)}
                  </Typography>
                  {group.fields.map((field) => (
                    <ConfigSwitch key={field} field={field} />
                  ))}
                </CardContent>
              </Card>
            ))}
          </Box>
          <RegistrationCard />
          <StorageLimitsCard />
          <SaveBar />
        </Form>
      )}
    </Box>
  );
};

/** Sticks to the bottom of the screen so the save button stays at hand on a phone. */
const SaveBar = () => {
  const translate = useTranslate();
  const isDirty = useFormIsDirty();
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        py: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: 1,
      }}
    >
      <SaveButton label="ADMIN.CONFIG.SAVE" />
      {isDirty && (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate('ADMIN.CONFIG.UNSAVED')}
        </Typography>
      )}
    </Box>
  );
};

export default ConfigAdmin;
