import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useId, useState } from 'react';
import { HttpError, Title, useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import type { ApiError } from '../../../api/src/shared/contracts.ts';
import { ROLES, type Role } from '../../../api/src/shared/enums.ts';
import type { NotificationSendAnswer } from '../../../api/src/shared/realtime.ts';
import type { PlateaDataProvider } from '../dataProvider';
import { fill, useScreenStrings } from '../i18n/lazy';
import { PageLoading } from '../layout/PageLoading';
import type { SenderStrings } from './sender.en';

const STRINGS = {
  en: () => import('./sender.en'),
  es: () => import('./sender.es'),
  pt: () => import('./sender.pt'),
};

/** What a send does on the recipients' pages: its `type` (a message: any other type, shown in bells). */
const TYPES = { toast: 'snack.notification', home: 'home.updated', message: 'admin.message' } as const;
type Action = keyof typeof TYPES;
const TOAST_KINDS = ['success', 'warning', 'error'] as const;
type ToastKind = (typeof TOAST_KINDS)[number];
type Audience = NotificationSendAnswer['audience'];
type Kind = NotificationSendAnswer['kind'];
type Person = { id: number; email: string; name?: string | null; surname?: string | null };
type Errors = Partial<
  Record<'audience' | 'role' | 'userId' | 'type' | 'subject' | 'content' | 'form', string>
>;

/** On a phone each send is a block of labelled lines instead of a row of six columns. */
const STACKED_ON_PHONES = {
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
    '& td': {
      display: 'flex',
      // An end-aligned cell is row-reversed by MUI: each line reads label, then value.
      flexDirection: 'row',
      justifyContent: 'space-between',
      gap: 2,
      border: 0,
      px: 0,
      py: 0.25,
      textAlign: 'right',
      minWidth: 0,
      whiteSpace: 'normal',
    },
    '& td::before': {
      content: 'attr(data-label)',
      color: 'text.secondary',
      textAlign: 'left',
      flexShrink: 0,
    },
  },
} as const;

/** History rows still waiting for their job are asked for again after these pauses (then no more). */
const REFRESH_MS = [1_000, 2_000, 3_000, 5_000, 8_000, 13_000];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const apiErrorOf = (error: unknown): ApiError | null => {
  if (!(error instanceof HttpError) || !isRecord(error.body) || !isRecord(error.body.error)) return null;
  const { code, message, fields } = error.body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return {
    code,
    message,
    fields: Array.isArray(fields)
      ? fields.filter(isRecord).map((f) => ({ field: String(f.field), message: String(f.message ?? '') }))
      : [],
  };
};

const personLabel = (p: Person) => {
  const name = [p.name, p.surname].filter(Boolean).join(' ');
  return name ? `${name} (${p.email})` : p.email;
};

/**
 * The admin notification sender (spec 2, /manage/notifications; issue 21): whom (everyone, a role, one
 * person), what (a toast or a home refresh on every open page, or a message in each person's bell), a
 * preview of what they will see as it is written, and the history of sends with how many each reached
 * (asked again while the job is writing them).
 */
const NotificationSender = () => {
  const s = useScreenStrings<SenderStrings>(STRINGS);
  return s ? <Sender s={s} /> : <PageLoading />;
};

const Sender = ({ s }: { s: SenderStrings }) => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [kind, setKind] = useState<Kind>('user');
  const [action, setAction] = useState<Action>('message');
  const [toastKind, setToastKind] = useState<ToastKind>('success');
  const [audience, setAudience] = useState<Audience>('role');
  const [role, setRole] = useState<Role | ''>('');
  const [person, setPerson] = useState<Person | null>(null);
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [history, setHistory] = useState<NotificationSendAnswer[] | 'error' | null>(null);
  const ids = { kind: useId(), action: useId(), toast: useId(), audience: useId() };

  const chooseKind = (next: Kind) => {
    setKind(next);
    setAction(next === 'system' ? 'toast' : 'message');
    // A system message reaches every open page: it has no other audience.
    if (next === 'system') setAudience('everyone');
    setErrors({});
  };

  const loadHistory = useCallback(
    () =>
      dataProvider.send<NotificationSendAnswer[]>('GET', '/notifications/sends').then(
        (rows) => setHistory(rows),
        () => setHistory((h) => (Array.isArray(h) ? h : 'error')),
      ),
    [dataProvider],
  );

  // While a send waits for its job, the history is asked again after growing pauses (a chain of timers,
  // undone with the screen); the admin's own notification arriving in the bell asks at once.
  const waiting = Array.isArray(history) && history.some((row) => row.recipients === null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const ms = REFRESH_MS[round];
    if (!waiting || ms === undefined) return;
    const timer = window.setTimeout(() => {
      void loadHistory().then(() => setRound(round + 1));
    }, ms);
    return () => window.clearTimeout(timer);
  }, [waiting, round, loadHistory]);
  useEffect(() => {
    void loadHistory();
    const arrived = () => void loadHistory();
    window.addEventListener('platea:notifications-changed', arrived);
    return () => window.removeEventListener('platea:notifications-changed', arrived);
  }, [loadHistory]);

  const check = (): Errors => {
    const found: Errors = {};
    if (audience === 'role' && !role) found.role = s.REQUIRED_ROLE;
    if (audience === 'user' && !person) found.userId = s.REQUIRED_USER;
    if (action !== 'home' && !subject.trim() && !content.trim()) found.content = s.REQUIRED_TEXT;
    return found;
  };

  const send = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const row = await dataProvider.send<NotificationSendAnswer>('POST', '/notifications/sends', {
        audience,
        ...(audience === 'role' && role ? { role } : {}),
        ...(audience === 'user' && person ? { userId: person.id } : {}),
        kind,
        type: TYPES[action],
        ...(action !== 'home' && subject.trim() ? { subject: subject.trim() } : {}),
        ...(action !== 'home' && content.trim() ? { content: content.trim() } : {}),
        ...(action === 'toast' ? { payload: { kind: toastKind } } : {}),
      });
      setHistory((h) => [row, ...(Array.isArray(h) ? h.filter((r) => r.id !== row.id) : [])]);
      setRound(0);
      setSubject('');
      setContent('');
      notify(s.SENT, { type: 'success' });
    } catch (error) {
      const api = apiErrorOf(error);
      const next: Errors = {};
      for (const field of api?.fields ?? []) {
        const key = field.field.split('.')[0];
        if (
          key === 'audience' ||
          key === 'role' ||
          key === 'userId' ||
          key === 'type' ||
          key === 'subject' ||
          key === 'content'
        ) {
          next[key] = field.message || api?.message;
        }
      }
      // The API's sentence (in the admin's language) beside its field; above the button, the same sentence
      // when no field shows it, else a pointer to the fields.
      const shown = Object.keys(next).length > 0;
      next.form = shown
        ? translate('ADMIN.PAGE.CHECK_FIELDS')
        : (api?.message ?? (error instanceof Error ? translate(error.message, { _: s.ERROR }) : s.ERROR));
      setErrors(next);
    } finally {
      setSending(false);
    }
  };

  const message =
    (content.trim() || subject.trim()) && action === 'toast' ? content.trim() || subject.trim() : '';

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={s.TITLE} />
      <Typography variant="body1" sx={{ my: 2, maxWidth: '70ch' }}>
        {s.INTRO}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-labelledby={`${ids.kind}-title`}>
          <CardContent>
            <Typography id={`${ids.kind}-title`} variant="h6" component="h2" sx={{ mb: 2 }}>
              {s.FORM_TITLE}
            </Typography>
            <Box
              component="form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void send();
              }}
            >
              <Stack spacing={2.5}>
                <FormControl>
                  <FormLabel id={ids.kind}>{s.KIND}</FormLabel>
                  <RadioGroup
                    aria-labelledby={ids.kind}
                    value={kind}
                    onChange={(e) => chooseKind(e.target.value === 'system' ? 'system' : 'user')}
                  >
                    <FormControlLabel value="user" control={<Radio />} label={s.KIND_USER} />
                    <FormControlLabel value="system" control={<Radio />} label={s.KIND_SYSTEM} />
                  </RadioGroup>
                  {kind === 'system' && <FormHelperText sx={{ mx: 0 }}>{s.KIND_SYSTEM_HELP}</FormHelperText>}
                </FormControl>

                {kind === 'system' && (
                  <FormControl>
                    <FormLabel id={ids.action}>{s.TYPE}</FormLabel>
                    <RadioGroup
                      aria-labelledby={ids.action}
                      value={action}
                      onChange={(e) => setAction(e.target.value === 'home' ? 'home' : 'toast')}
                    >
                      <FormControlLabel value="toast" control={<Radio />} label={s.TYPE_TOAST} />
                      <FormControlLabel value="home" control={<Radio />} label={s.TYPE_HOME} />
                    </RadioGroup>
                  </FormControl>
                )}

                {action === 'toast' && (
                  <TextField
                    select
                    label={s.TOAST_KIND}
                    value={toastKind}
                    onChange={(e) => setToastKind(TOAST_KINDS.find((k) => k === e.target.value) ?? 'success')}
                    sx={{ maxWidth: 320 }}
                  >
                    <MenuItem value="success">{s.TOAST_SUCCESS}</MenuItem>
                    <MenuItem value="warning">{s.TOAST_WARNING}</MenuItem>
                    <MenuItem value="error">{s.TOAST_ERROR}</MenuItem>
                  </TextField>
                )}

                {kind === 'user' && (
                  <FormControl error={Boolean(errors.audience)}>
                    <FormLabel id={ids.audience}>{s.AUDIENCE}</FormLabel>
                    <RadioGroup
                      row
                      aria-labelledby={ids.audience}
                      value={audience}
                      onChange={(e) => {
                        const next = e.target.value;
                        setAudience(next === 'role' || next === 'user' ? next : 'everyone');
                        setErrors({});
                      }}
                    >
                      <FormControlLabel value="everyone" control={<Radio />} label={s.AUDIENCE_EVERYONE} />
                      <FormControlLabel value="role" control={<Radio />} label={s.AUDIENCE_ROLE} />
                      <FormControlLabel value="user" control={<Radio />} label={s.AUDIENCE_USER} />
                    </RadioGroup>
                    {errors.audience && <FormHelperText sx={{ mx: 0 }}>{errors.audience}</FormHelperText>}
                  </FormControl>
                )}

                {kind === 'user' && audience === 'role' && (
                  <TextField
                    select
                    required
                    label={s.ROLE}
                    value={role}
                    onChange={(e) => {
                      setRole(ROLES.find((r) => r === e.target.value) ?? '');
                      setErrors(({ role: _, ...rest }) => rest);
                    }}
                    error={Boolean(errors.role)}
                    helperText={errors.role}
                    sx={{ maxWidth: 320 }}
                  >
                    {ROLES.map((r) => (
                      <MenuItem key={r} value={r}>
                        {translate(`ADMIN.USERS.ROLES.${r}`, { _: r })}
                      </MenuItem>
                    ))}
                  </TextField>
                )}

                {kind === 'user' && audience === 'user' && (
                  <PersonPicker
                    s={s}
                    value={person}
                    onChange={(p) => {
                      setPerson(p);
                      setErrors(({ userId: _, ...rest }) => rest);
                    }}
                    error={errors.userId}
                  />
                )}

                {action !== 'home' && (
                  <>
                    <TextField
                      label={s.SUBJECT}
                      value={subject}
                      onChange={(e) => {
                        setSubject(e.target.value);
                        setErrors(({ subject: _, content: __, ...rest }) => rest);
                      }}
                      error={Boolean(errors.subject)}
                      helperText={errors.subject}
                      slotProps={{ htmlInput: { maxLength: 200 } }}
                    />
                    <TextField
                      label={s.CONTENT}
                      value={content}
                      onChange={(e) => {
                        setContent(e.target.value);
                        setErrors(({ subject: _, content: __, ...rest }) => rest);
                      }}
                      multiline
                      minRows={3}
                      error={Boolean(errors.content)}
                      helperText={errors.content ?? (action === 'toast' ? s.TOAST_TEXT_HELP : undefined)}
                      slotProps={{ htmlInput: { maxLength: 2000 } }}
                    />
                  </>
                )}

                {errors.form && (
                  <Alert severity="error" role="alert">
                    {errors.form}
                  </Alert>
                )}
                <Box>
                  <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={sending}>
                    {sending ? s.SENDING : s.SEND}
                  </Button>
                </Box>
              </Stack>
            </Box>
          </CardContent>
        </Card>

        <Card component="section" aria-labelledby={`${ids.kind}-preview`}>
          <CardContent>
            <Typography id={`${ids.kind}-preview`} variant="h6" component="h2" sx={{ mb: 1 }}>
              {s.PREVIEW}
            </Typography>
            <Preview
              s={s}
              action={action}
              toastKind={toastKind}
              subject={subject}
              content={content}
              message={message}
            />
          </CardContent>
        </Card>
      </Box>

      <History s={s} history={history} onRetry={() => void loadHistory()} />
    </Box>
  );
};

const Preview = ({
  s,
  action,
  toastKind,
  subject,
  content,
  message,
}: {
  s: SenderStrings;
  action: Action;
  toastKind: ToastKind;
  subject: string;
  content: string;
  message: string;
}) => {
  if (action === 'home') return <Typography variant="body2">{s.PREVIEW_HOME}</Typography>;
  if (action === 'toast') {
    return (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {s.PREVIEW_TOAST}
        </Typography>
        <Alert severity={toastKind} data-testid="notification-preview" sx={{ overflowWrap: 'anywhere' }}>
          {message || s.PREVIEW_EMPTY}
        </Alert>
      </>
    );
  }
  const title = subject.trim() || content.trim();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {s.PREVIEW_MESSAGE}
      </Typography>
      <Box
        data-testid="notification-preview"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: 'background.paper' }}
      >
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {s.PREVIEW_BELL}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            bgcolor: 'action.hover',
            borderRadius: 1,
            px: 1.5,
            py: 1,
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              flexShrink: 0,
              mt: 0.75,
              mr: 1.25,
              bgcolor: 'primary.main',
            }}
          />
          <Box sx={{ minWidth: 0, overflowWrap: 'anywhere', fontSize: '0.875rem' }}>
            <Box sx={{ fontWeight: 700, fontSize: '0.95rem' }}>{title || s.PREVIEW_EMPTY}</Box>
            {subject.trim() && content.trim() && <Box sx={{ color: 'text.secondary' }}>{content.trim()}</Box>}
            <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{s.PREVIEW_NOW}</Box>
          </Box>
        </Box>
      </Box>
    </>
  );
};

/** The person picker: the users resource searched as one types (300 ms after the last keystroke). */
const PersonPicker = ({
  s,
  value,
  onChange,
  error,
}: {
  s: SenderStrings;
  value: Person | null;
  onChange: (person: Person | null) => void;
  error?: string;
}) => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Person[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let wanted = true;
    setLoading(true);
    const timer = window.setTimeout(() => {
      dataProvider
        .getList<Person>('manage-users', {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'email', order: 'ASC' },
          filter: text.trim() ? { q: text.trim() } : {},
        })
        .then(
          ({ data }) => wanted && setOptions(data),
          () => wanted && setOptions([]),
        )
        .finally(() => wanted && setLoading(false));
    }, 300);
    return () => {
      wanted = false;
      window.clearTimeout(timer);
    };
  }, [dataProvider, text]);
  return (
    <Autocomplete<Person>
      options={value && !options.some((p) => p.id === value.id) ? [value, ...options] : options}
      value={value}
      getOptionLabel={personLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      onInputChange={(_e, input, reason) => {
        if (reason === 'input') setText(input);
        if (reason === 'clear') setText('');
      }}
      onChange={(_e, p) => onChange(p)}
      loading={loading}
      loadingText={s.SEARCHING}
      noOptionsText={s.USER_NONE}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={s.USER}
          error={Boolean(error)}
          helperText={error ?? s.USER_HELP}
        />
      )}
      sx={{ maxWidth: 480 }}
    />
  );
};

const History = ({
  s,
  history,
  onRetry,
}: {
  s: SenderStrings;
  history: NotificationSendAnswer[] | 'error' | null;
  onRetry: () => void;
}) => {
  const locale = useLocale();
  const translate = useTranslate();
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const [people, setPeople] = useState<Record<number, string>>({});
  const rows = Array.isArray(history) ? history : [];
  const unknown = [
    ...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null && !(id in people))),
  ];
  const wanted = unknown.join(',');
  useEffect(() => {
    if (!wanted) return;
    dataProvider.getMany<Person>('manage-users', { ids: wanted.split(',').map(Number) }).then(
      ({ data }) => setPeople((p) => ({ ...p, ...Object.fromEntries(data.map((u) => [u.id, u.email])) })),
      () => undefined,
    );
  }, [dataProvider, wanted]);

  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const audienceOf = (r: NotificationSendAnswer) =>
    r.kind === 'system'
      ? s.ALL_PAGES
      : r.audience === 'role' && r.role
        ? translate(`ADMIN.USERS.ROLES.${r.role}`, { _: r.role })
        : r.audience === 'user' && r.userId !== null
          ? (people[r.userId] ?? fill(s.USER_ID, { id: r.userId }))
          : s.AUDIENCE_EVERYONE;
  const typeOf = (type: string) =>
    type === TYPES.toast
      ? s.TYPE_TOAST_SHORT
      : type === TYPES.home
        ? s.TYPE_HOME_SHORT
        : s.TYPE_MESSAGE_SHORT;

  return (
    <Card component="section" aria-labelledby="notification-history" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="notification-history" variant="h6" component="h2" sx={{ mb: 1 }}>
          {s.HISTORY}
        </Typography>
        {history === null && (
          // Not MUI's Skeleton: shared with the global view, it would be split out of that first screen's chunk.
          <Box aria-hidden sx={{ height: 72, borderRadius: 1, bgcolor: 'action.hover' }} />
        )}
        {history === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {s.RETRY}
              </Button>
            }
          >
            {s.HISTORY_ERROR}
          </Alert>
        )}
        {Array.isArray(history) && rows.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {s.HISTORY_EMPTY}
          </Typography>
        )}
        {rows.length > 0 && (
          <Box>
            <Table size="small" aria-labelledby="notification-history" sx={STACKED_ON_PHONES}>
              <TableHead>
                <TableRow>
                  <TableCell>{s.COL_WHEN}</TableCell>
                  <TableCell>{s.COL_AUDIENCE}</TableCell>
                  <TableCell>{s.COL_KIND}</TableCell>
                  <TableCell>{s.COL_TYPE}</TableCell>
                  <TableCell>{s.COL_SUBJECT}</TableCell>
                  <TableCell align="right">{s.COL_RECIPIENTS}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell data-label={s.COL_WHEN} sx={{ whiteSpace: 'nowrap' }}>
                      {when(r.sentAt ?? r.createdAt)}
                    </TableCell>
                    <TableCell data-label={s.COL_AUDIENCE} sx={{ overflowWrap: 'break-word', minWidth: 120 }}>
                      {audienceOf(r)}
                    </TableCell>
                    <TableCell data-label={s.COL_KIND}>
                      {r.kind === 'system' ? s.KIND_SYSTEM_SHORT : s.KIND_USER_SHORT}
                    </TableCell>
                    <TableCell data-label={s.COL_TYPE}>{typeOf(r.type)}</TableCell>
                    <TableCell data-label={s.COL_SUBJECT} sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                      {r.subject ?? r.content ?? '—'}
                    </TableCell>
                    <TableCell data-label={s.COL_RECIPIENTS} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {r.recipients === null ? s.PENDING : new Intl.NumberFormat(locale).format(r.recipients)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

export default NotificationSender;
