import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  InputAdornment,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Form, HttpError, maxLength, regex, required, TextInput, Title, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { useScreenStrings } from '../i18n/lazy';
import { PageLoading } from '../layout/PageLoading';
import { secretPatch } from './mediaPay';
import type { MeetingsStrings } from './meetings.en';
import { MEETINGS_STRINGS } from './meetingsStrings';
import { type MaskedMeetings, type MeetingsPatch, useModulesApi } from './modulesApi';
import { LoadFailed, Loading, SaveBar } from './PageParts';
import { SecretInput } from './SecretInput';

/** Where 100ms posts its events (api/src/meetings/routes: POST /api/meetings/webhooks/hms). */
const webhookUrl = () => `${window.location.origin}/api/meetings/webhooks/hms`;

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; meetings: MaskedMeetings };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The form's values as PUT /api/config/modules/meetings takes them: the masks dropped, secrets as media-pay's. */
function meetingsPatchOf(values: Record<string, unknown>): MeetingsPatch {
  const secret = secretPatch(values.secret);
  const webhookSecret = secretPatch(values.webhookSecret);
  return {
    accessKey: text(values.accessKey),
    templateId: text(values.templateId),
    apiUrl: text(values.apiUrl),
    subdomain: text(values.subdomain),
    hostRole: text(values.hostRole),
    guestRole: text(values.guestRole),
    ...('value' in secret ? { secret: secret.value } : {}),
    ...('value' in webhookSecret ? { webhookSecret: webhookSecret.value } : {}),
  };
}

/**
 * /manage/modules/meetings (issue 22): the 100ms app the meet rooms are made on, when the server's
 * environment (HMS_*) does not set one; it wins when it does, and the page then only shows so. The app
 * secret and the webhook secret are write-only (shown as set or not; saving without touching one keeps
 * it). The webhook address to paste into 100ms is offered to copy.
 */
const MeetingsPage = () => {
  const s = useScreenStrings<MeetingsStrings>(MEETINGS_STRINGS);
  return s ? <Meetings s={s} /> : <PageLoading />;
};

const Meetings = ({ s }: { s: MeetingsStrings }) => {
  const api = useModulesApi();
  const notify = useNotify();
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', meetings: await api.getMeetings() });
    } catch {
      setState({ status: 'error' });
    }
  }, [api]);

  useEffect(() => {
    load();
  }, [load]);

  const save = async (data: Record<string, unknown>) => {
    try {
      setState({ status: 'ready', meetings: await api.saveMeetings(meetingsPatchOf(data)) });
      notify('ADMIN.PAGE.SAVE_SUCCESS', { type: 'success' });
    } catch (error) {
      const fields = error instanceof HttpError ? error.body?.errors : undefined;
      notify(fields ? 'ADMIN.PAGE.CHECK_FIELDS' : 'ADMIN.PAGE.SAVE_ERROR', { type: 'error' });
      // Field errors from the server, shown on their fields.
      if (fields) return fields as Record<string, string>;
    }
  };

  // A stable record: the form resets whenever it gets a new one (after loading and after saving).
  const record = useMemo(
    () => (state.status === 'ready' ? { id: 'meetings', ...state.meetings } : undefined),
    [state],
  );
  const locked = record?.source === 'environment';

  return (
    <Box sx={{ maxWidth: 900, py: 2 }}>
      <Title title={s.TITLE} />
      <Button component={Link} to="/modules" size="small" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {s.BACK}
      </Button>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {s.SUBTITLE}
      </Typography>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <LoadFailed onRetry={load} />}
      {record && (
        <Alert
          severity={record.source === 'none' ? 'warning' : record.source === 'settings' ? 'success' : 'info'}
          sx={{ mb: 2 }}
          role="status"
        >
          {record.source === 'environment'
            ? s.SOURCE_ENVIRONMENT
            : record.source === 'settings'
              ? s.SOURCE_SETTINGS
              : s.SOURCE_NONE}
        </Alert>
      )}
      {record && (
        <Form record={record} onSubmit={save}>
          <Section id="keys" title={s.SECTION_KEYS}>
            <TextInput
              source="accessKey"
              label={s.ACCESS_KEY}
              validate={maxLength(200)}
              readOnly={locked}
              sx={full}
            />
            <Box sx={full}>
              <SecretInput source="secret" stored={record.secretSet} label={s.SECRET} disabled={locked} />
            </Box>
            <TextInput
              source="templateId"
              label={s.TEMPLATE_ID}
              helperText={locked ? false : s.TEMPLATE_HELP}
              validate={maxLength(200)}
              readOnly={locked}
              sx={full}
            />
          </Section>
          <Section id="rooms" title={s.SECTION_ROOMS}>
            <TextInput
              source="subdomain"
              label={s.SUBDOMAIN}
              helperText={locked ? false : s.SUBDOMAIN_HELP}
              validate={[maxLength(63), regex(/^(?:[a-z0-9][a-z0-9-]*)?$/i, s.INVALID_SUBDOMAIN)]}
              readOnly={locked}
              sx={full}
            />
            <TextInput
              source="hostRole"
              label={s.HOST_ROLE}
              helperText={locked ? false : s.ROLE_HELP}
              validate={[required(), maxLength(100)]}
              readOnly={locked}
            />
            <TextInput
              source="guestRole"
              label={s.GUEST_ROLE}
              helperText={locked ? false : s.ROLE_HELP}
              validate={[required(), maxLength(100)]}
              readOnly={locked}
            />
            <TextInput
              source="apiUrl"
              label={s.API_URL}
              helperText={locked ? false : s.API_URL_HELP}
              type="url"
              validate={[required(), maxLength(500), regex(/^https?:\/\/[^\s/?#]+\S*$/i, s.INVALID_URL)]}
              readOnly={locked}
              sx={full}
            />
          </Section>
          <Section id="webhook" title={s.SECTION_WEBHOOK}>
            <Box sx={full}>
              <WebhookAddress s={s} />
              <SecretInput
                source="webhookSecret"
                stored={record.webhookSecretSet}
                label={s.WEBHOOK_SECRET}
                disabled={locked}
              />
            </Box>
          </Section>
          {!locked && <SaveBar label={s.SAVE} unsaved="ADMIN.MODULES.UNSAVED" />}
        </Form>
      )}
    </Box>
  );
};

const full = { gridColumn: '1 / -1' };

/** One group of settings: a titled card with a two-column grid (one column on a phone). */
const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => {
  const headingId = `meetings-${id}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            '& > *': { minWidth: 0 },
          }}
        >
          {children}
        </Box>
      </CardContent>
    </Card>
  );
};

/** The address to paste into 100ms's webhook, read-only, with a copy button. */
const WebhookAddress = ({ s }: { s: MeetingsStrings }) => {
  const notify = useNotify();
  const url = webhookUrl();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify(s.COPIED, { type: 'info' });
    } catch {
      notify(s.COPY_FAILED, { type: 'warning' });
    }
  };
  return (
    <TextField
      label={s.WEBHOOK_URL}
      value={url}
      helperText={s.WEBHOOK_HELP}
      fullWidth
      sx={{ mb: 1 }}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={s.COPY} onClick={() => void copy()} edge="end">
                <ContentCopyIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

export default MeetingsPage;
