import AdsClickIcon from '@mui/icons-material/AdsClick';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import EmojiObjectsIcon from '@mui/icons-material/EmojiObjects';
import PaymentsIcon from '@mui/icons-material/Payments';
import PsychologyIcon from '@mui/icons-material/Psychology';
import ScienceIcon from '@mui/icons-material/Science';
import SettingsIcon from '@mui/icons-material/Settings';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import { Box, Button, Card, CardActions, CardContent, Switch, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { Form, Title, useInput, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { WithMessages } from '../i18n/deferred';
import { useScreenStrings } from '../i18n/lazy';
import { MODULES_MESSAGES } from './deferredMessages';
import { useModulesChanged } from './enabledQuery';
import type { MeetingsStrings } from './meetings.en';
import { MEETINGS_STRINGS } from './meetingsStrings';
import { MODULE_IDS, type ModuleId, type ModuleStates, useModulesApi } from './modulesApi';
import { LoadFailed, Loading, SaveBar } from './PageParts';

const ICONS: Record<ModuleId, ReactElement> = {
  advertising: <AdsClickIcon />,
  openlab: <ScienceIcon />,
  leads: <ContactMailIcon />,
  mediapay: <PaymentsIcon />,
  ideas: <EmojiObjectsIcon />,
  cognition: <PsychologyIcon />,
};

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; modules: ModuleStates };

/**
 * /manage/modules (spec 2): the catalogue of optional modules, each with what it does and a switch; one
 * save button (PUT /api/config/modules with what changed). The payments module leads to its settings.
 */
const ModulesPage = () => (useParams()['*'] === 'meetings' ? <MeetingsPage /> : <Catalogue />);

/**
 * /manage/modules/meetings is reached through this page's route (/modules/*), not one of its own in App.tsx:
 * a route there would weigh on every console's first screen.
 */
const MeetingsPage = lazy(() => import('./MeetingsPage'));

const Catalogue = () => {
  const api = useModulesApi();
  const modulesChanged = useModulesChanged();
  const notify = useNotify();
  const translate = useTranslate();
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', modules: await api.getModules() });
    } catch {
      setState({ status: 'error' });
    }
  }, [api]);

  useEffect(() => {
    load();
  }, [load]);

  const save = async (data: Record<string, unknown>) => {
    if (state.status !== 'ready') return;
    const changed = Object.fromEntries(
      MODULE_IDS.filter((id) => Boolean(data[id]) !== state.modules[id]).map((id) => [id, Boolean(data[id])]),
    );
    try {
      const modules = await api.saveModules(changed);
      setState({ status: 'ready', modules });
      modulesChanged(modules);
      notify('ADMIN.PAGE.SAVE_SUCCESS', { type: 'success' });
    } catch {
      notify('ADMIN.PAGE.SAVE_ERROR', { type: 'error' });
    }
  };

  // A stable record: the form resets whenever it gets a new one (after loading and after saving).
  const record = useMemo(
    () => (state.status === 'ready' ? { id: 'modules', ...state.modules } : undefined),
    [state],
  );

  return (
    <Box sx={{ maxWidth: 1100, py: 2 }}>
      <Title title="ADMIN.MODULES.TITLE" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('ADMIN.MODULES.SUBTITLE')}
      </Typography>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <LoadFailed onRetry={load} />}
      {record && (
        <Form record={record} onSubmit={save}>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mb: 2,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {MODULE_IDS.map((id) => (
              <ModuleCard key={id} id={id} />
            ))}
          </Box>
          <SaveBar label="ADMIN.MODULES.SAVE" unsaved="ADMIN.MODULES.UNSAVED" />
        </Form>
      )}
      {record && <MeetingsCard />}
    </Box>
  );
};

/** Meetings are no switch of their own (a meet product is): their video provider's settings, beside the modules. */
const MeetingsCard = () => {
  const s = useScreenStrings<MeetingsStrings>(MEETINGS_STRINGS);
  if (!s) return null;
  return (
    <Card component="section" aria-labelledby="meetings-card-name" sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: '50%',
              bgcolor: 'action.selected',
              color: 'text.secondary',
            }}
          >
            <VideoCallIcon />
          </Box>
          <Typography id="meetings-card-name" variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {s.TITLE}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {s.CARD_DESCRIPTION}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={Link} to="/modules/meetings" startIcon={<SettingsIcon />} variant="outlined">
          {s.CONFIGURE}
        </Button>
      </CardActions>
    </Card>
  );
};

/** One module: its name, what it does, and its switch (named by the module, described by the text). */
const ModuleCard = ({ id }: { id: ModuleId }) => {
  const translate = useTranslate();
  const { field } = useInput({ source: id, type: 'checkbox' });
  const nameId = `module-${id}-name`;
  const descriptionId = `module-${id}-description`;
  const on = Boolean(field.value);
  return (
    <Card component="li" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: '50%',
              bgcolor: on ? 'primary.main' : 'action.selected',
              color: on ? 'primary.contrastText' : 'text.secondary',
            }}
          >
            {ICONS[id]}
          </Box>
          <Typography id={nameId} variant="h6" component="h2" sx={{ flexGrow: 1, lineHeight: 1.3 }}>
            {translate(`ADMIN.MODULES.ITEMS.${id}.NAME`)}
          </Typography>
          <Switch
            name={field.name}
            checked={on}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { 'aria-labelledby': nameId, 'aria-describedby': descriptionId } }}
          />
        </Box>
        <Typography
          variant="body2"
          component="p"
          sx={{ mt: 1, fontWeight: 600, color: on ? 'success.dark' : 'text.secondary' }}
        >
          {translate(on ? 'ADMIN.MODULES.ON' : 'ADMIN.MODULES.OFF')}
        </Typography>
        <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate(`ADMIN.MODULES.ITEMS.${id}.DESCRIPTION`)}
        </Typography>
      </CardContent>
      {id === 'mediapay' && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={Link} to="/modules/media-pay" startIcon={<SettingsIcon />} variant="outlined">
            {translate('ADMIN.MODULES.CONFIGURE')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
};

export default function ModulesPageWithMessages() {
  return (
    <WithMessages loaders={MODULES_MESSAGES}>
      <ModulesPage />
    </WithMessages>
  );
}
