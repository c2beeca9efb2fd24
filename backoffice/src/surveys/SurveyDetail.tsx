import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/StopCircleOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Confirm, HttpError, Title, useLocale, useNotify } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ROLES, type Role } from '../../../api/src/shared/enums.ts';
import { type Form, formSchema } from '../../../api/src/shared/forms.ts';
import { FormCreator, FormPreviewPanel } from '../forms/FormCreator';
import { EMPTY_FORM } from '../forms/formModel';
import { useLeaveGuard } from '../home-editor/useLeaveGuard';
import { fill } from '../i18n/lazy';
import { useNotFoundPage } from '../modules/notFoundSlot';
import { LoadFailed, Loading } from '../modules/PageParts';
import { formatDate, rolesText } from './format';
import { StatusChip } from './SurveyList';
import { SurveyResultsTab } from './SurveyResults';
import type { SurveysStrings } from './surveys.en';
import { type SurveyAdmin, type SurveyBody, useSurveysApi } from './surveysApi';

type Draft = { title: string; description: string; recipientRoles: Role[]; form: Form };

const draftOf = (survey?: SurveyAdmin): Draft =>
  survey
    ? {
        title: survey.title,
        description: survey.description ?? '',
        recipientRoles: survey.recipientRoles,
        form: survey.form,
      }
    : { title: '', description: '', recipientRoles: ['USER'], form: EMPTY_FORM };

const bodyOf = (draft: Draft): SurveyBody => ({
  title: draft.title.trim(),
  description: draft.description.trim() || null,
  recipientRoles: draft.recipientRoles,
  form: draft.form,
});

/** The server's field messages (HttpError body.errors, see dataProvider), by field. */
const fieldErrorsOf = (error: unknown): Record<string, string> => {
  if (!(error instanceof HttpError)) return {};
  const errors = (error.body?.errors ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'root'),
  );
};

const BackLink = ({ s }: { s: SurveysStrings }) => (
  <Button component={Link} to="/open-lab/surveys" size="small" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
    {s.BACK}
  </Button>
);

/** /manage/open-lab/surveys/create */
export const SurveyCreate = ({ s }: { s: SurveysStrings }) => {
  const api = useSurveysApi();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const initial = useMemo(() => draftOf(), []);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={s.NEW_TITLE} />
      <BackLink s={s} />
      <SurveyEditor
        s={s}
        initial={initial}
        locked={false}
        onSave={async (body) => {
          const created = await api.create(body);
          notify(s.CREATED, { type: 'success' });
          await queryClient.invalidateQueries({ queryKey: ['surveys'] });
          navigate(`/open-lab/surveys/${created.id}`, { replace: true });
        }}
      />
    </Box>
  );
};

/** /manage/open-lab/surveys/{id} and …/results */
export const SurveyDetail = ({ s, tab }: { s: SurveysStrings; tab: 'edit' | 'results' }) => {
  const id = Number(useParams().id);
  const NotFoundPage = useNotFoundPage();
  const api = useSurveysApi();
  const query = useQuery({
    queryKey: ['surveys', 'one', id],
    queryFn: () => api.get(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (query.isError && query.error instanceof HttpError && query.error.status === 404)
    return <NotFoundPage />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={query.data?.title ?? s.TITLE} />
      <BackLink s={s} />
      {query.isPending && <Loading />}
      {query.isError && <LoadFailed onRetry={() => query.refetch()} />}
      {query.data && <Survey s={s} survey={query.data} tab={tab} />}
    </Box>
  );
};

const Survey = ({ s, survey, tab }: { s: SurveysStrings; survey: SurveyAdmin; tab: 'edit' | 'results' }) => {
  const api = useSurveysApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const locale = useLocale();
  const [dirty, setDirty] = useState(false);
  const initial = useMemo(() => draftOf(survey), [survey]);
  const locked = survey.responseCount > 0;
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['surveys'] });
  };
  const statusLine =
    survey.status === 'draft'
      ? s.STATUS_LINE_DRAFT
      : `${fill(s.STATUS_LINE_SENT, {
          date: formatDate(locale, survey.sentAt),
          roles: rolesText(s, survey.recipientRoles),
        })}${survey.status === 'closed' ? ` ${fill(s.STATUS_LINE_CLOSED, { date: formatDate(locale, survey.closedAt) })}` : ''}`;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ mr: 1 }}>
          {survey.title}
        </Typography>
        <StatusChip status={survey.status} s={s} />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {statusLine}{' '}
        {fill(survey.responseCount === 1 ? s.RESULTS_COUNT_ONE : s.RESULTS_COUNT, {
          n: survey.responseCount,
        })}
      </Typography>
      <SurveyActions s={s} survey={survey} dirty={dirty} onDone={refresh} />
      <Tabs value={tab} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="edit" label={s.TAB_EDIT} component={Link} to={`/open-lab/surveys/${survey.id}`} />
        <Tab
          value="results"
          label={s.TAB_RESULTS}
          component={Link}
          to={`/open-lab/surveys/${survey.id}/results`}
        />
      </Tabs>
      {tab === 'edit' ? (
        <SurveyEditor
          s={s}
          initial={initial}
          locked={locked}
          onDirty={setDirty}
          onSave={async (body) => {
            const saved = await api.update(survey.id, body);
            queryClient.setQueryData(['surveys', 'one', survey.id], saved);
            notify(s.SAVED, { type: 'success' });
            await refresh();
          }}
        />
      ) : (
        <SurveyResultsTab s={s} id={survey.id} />
      )}
    </>
  );
};

type Pending = 'send' | 'close' | 'delete' | null;

const SurveyActions = ({
  s,
  survey,
  dirty,
  onDone,
}: {
  s: SurveysStrings;
  survey: SurveyAdmin;
  dirty: boolean;
  onDone: () => Promise<void>;
}) => {
  const api = useSurveysApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: Exclude<Pending, null>) => {
    setBusy(true);
    try {
      if (action === 'send') {
        await api.send(survey.id);
        notify(s.SENT, { type: 'success' });
      } else if (action === 'close') {
        await api.close(survey.id);
        notify(s.CLOSED, { type: 'success' });
      } else {
        await api.remove(survey.id);
        notify(s.DELETED, { type: 'success' });
        navigate('/open-lab/surveys', { replace: true });
      }
      await onDone();
    } catch (error) {
      notify(fill(s.ACTION_FAILED, { message: error instanceof Error ? error.message : '' }), {
        type: 'error',
      });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };
  const texts = {
    send: {
      title: s.SEND_TITLE,
      content: fill(s.SEND_CONTENT, { roles: rolesText(s, survey.recipientRoles) }),
    },
    close: { title: s.CLOSE_TITLE, content: s.CLOSE_CONTENT },
    delete: { title: s.DELETE_TITLE, content: s.DELETE_CONTENT },
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      {survey.status === 'draft' && (
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={dirty || busy}
          onClick={() => setConfirm('send')}
        >
          {s.SEND}
        </Button>
      )}
      {survey.status === 'published' && (
        <Button
          variant="outlined"
          startIcon={<StopIcon />}
          disabled={busy}
          onClick={() => setConfirm('close')}
        >
          {s.CLOSE}
        </Button>
      )}
      {survey.status === 'draft' && survey.responseCount === 0 && (
        <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setConfirm('delete')}>
          {s.DELETE}
        </Button>
      )}
      {survey.status === 'draft' && dirty && (
        <Typography variant="body2" color="text.secondary" role="status">
          {s.SEND_UNSAVED}
        </Typography>
      )}
      <Confirm
        isOpen={confirm !== null}
        loading={busy}
        title={confirm ? fill(texts[confirm].title, { title: survey.title }) : ''}
        content={confirm ? texts[confirm].content : ''}
        onConfirm={() => confirm && run(confirm)}
        onClose={() => setConfirm(null)}
        confirm={confirm === 'send' ? s.SEND : confirm === 'close' ? s.CLOSE : s.DELETE}
        confirmColor={confirm === 'delete' ? 'warning' : 'primary'}
      />
    </Box>
  );
};

/** The survey's fields and its questions, saved together (POST or PUT /api/surveys). */
const SurveyEditor = ({
  s,
  initial,
  locked,
  onSave,
  onDirty,
}: {
  s: SurveysStrings;
  initial: Draft;
  locked: boolean;
  onSave: (body: SurveyBody) => Promise<void>;
  onDirty?: (dirty: boolean) => void;
}) => {
  const notify = useNotify();
  const [draft, setDraft] = useState<Draft>(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const leaveGuard = useLeaveGuard(dirty && !saving, s.LEAVE_TEXT);
  // A saved survey comes back as the server keeps it: the editor starts again from it.
  useEffect(() => setDraft(initial), [initial]);
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
  const set = (next: Partial<Draft>) => setDraft((d) => ({ ...d, ...next }));
  const titleError = tried && !draft.title.trim() ? s.REQUIRED : serverErrors.title;
  const rolesError = tried && draft.recipientRoles.length === 0 ? s.REQUIRED : serverErrors.recipientRoles;
  const formServerErrors = Object.entries(serverErrors).filter(([k]) => k.startsWith('form'));

  const save = async () => {
    setTried(true);
    setServerErrors({});
    if (!draft.title.trim() || !draft.recipientRoles.length || !formSchema.safeParse(draft.form).success) {
      notify(s.SAVE_FAILED, { type: 'error' });
      return;
    }
    setSaving(true);
    try {
      await onSave(bodyOf(draft));
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      notify(
        error instanceof Error && error.message !== 'ADMIN.PAGE.CHECK_FIELDS' ? error.message : s.SAVE_FAILED,
        {
          type: 'error',
        },
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      {leaveGuard.dialog}
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={s.FIELD_TITLE}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
            error={!!titleError}
            helperText={titleError}
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
            fullWidth
          />
          <TextField
            label={s.FIELD_DESCRIPTION}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
            error={!!serverErrors.description}
            helperText={serverErrors.description ?? s.FIELD_DESCRIPTION_HELP}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
            fullWidth
          />
          <FormControl component="fieldset" required error={!!rolesError}>
            <FormLabel component="legend">{s.FIELD_ROLES}</FormLabel>
            <FormGroup row>
              {ROLES.map((role) => (
                <FormControlLabel
                  key={role}
                  control={
                    <Checkbox
                      checked={draft.recipientRoles.includes(role)}
                      onChange={(e) =>
                        set({
                          recipientRoles: e.target.checked
                            ? ROLES.filter((r) => r === role || draft.recipientRoles.includes(r))
                            : draft.recipientRoles.filter((r) => r !== role),
                        })
                      }
                    />
                  }
                  label={s.ROLES[role]}
                />
              ))}
            </FormGroup>
            <FormHelperText>{rolesError ?? s.FIELD_ROLES_HELP}</FormHelperText>
          </FormControl>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2">
        {s.QUESTIONS}
      </Typography>
      {formServerErrors.length > 0 && (
        <Alert severity="error" role="alert">
          {formServerErrors.map(([, message]) => message).join(' ')}
        </Alert>
      )}
      {locked ? (
        <LockedForm s={s} form={draft.form} />
      ) : (
        <FormCreator value={draft.form} onChange={(form) => set({ form })} showAllErrors={tried} />
      )}
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
          zIndex: 2,
        }}
      >
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
          {s.SAVE}
        </Button>
        {dirty && (
          <Typography variant="body2" color="text.secondary" role="status">
            {s.UNSAVED}
          </Typography>
        )}
      </Box>
    </Box>
  );
};

/** Once answered, the questions are shown as the people answering see them, and not edited. */
const LockedForm = ({ s, form }: { s: SurveysStrings; form: Form }) => (
  <>
    <Alert severity="info" icon={<LockIcon />}>
      {s.LOCKED}
    </Alert>
    <FormPreviewPanel form={form} />
  </>
);
