import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { IDEA_STATUSES, type IdeaAction } from '../../../api/src/shared/openlab.ts';
import { fill, useScreenStrings } from '../i18n/lazy';
import { PageLoading } from '../layout/PageLoading';
import { errorMessage, fieldErrors, type IdeaJson, useOpenLabApi } from './api';
import { FormDialog, fieldError } from './FormDialog';
import type { OpenLabStrings } from './openlab.en';
import { OPENLAB_STRINGS } from './strings';

/** Which actions each state offers (the API holds the same rule). */
const ACTIONS: Record<IdeaJson['status'], IdeaAction[]> = {
  pending: ['publish', 'reject', 'merge'],
  published: ['done', 'merge', 'reject'],
  rejected: ['publish'],
  merged: [],
  done: [],
};

/**
 * /manage/open-lab/ideas (issue 24): every idea by votes (the ranking), by state; publish, reject with a
 * reason (a dialog), merge into a published idea (a dialog), mark done.
 */
const IdeasPage = () => {
  const s = useScreenStrings<OpenLabStrings>(OPENLAB_STRINGS);
  return s ? <Ideas s={s} /> : <PageLoading />;
};

const Ideas = ({ s }: { s: OpenLabStrings }) => {
  const api = useOpenLabApi();
  const notify = useNotify();
  const [status, setStatus] = useState<string | null>('pending');
  const [rows, setRows] = useState<IdeaJson[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [published, setPublished] = useState<IdeaJson[]>([]);
  const [dialog, setDialog] = useState<{ idea: IdeaJson; action: 'reject' | 'merge' } | null>(null);
  // On a phone each idea is a card: a table's actions would sit out of sight, past its right edge.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const load = useCallback(() => {
    setFailed(false);
    api.ideas(status).then(setRows, () => setFailed(true));
    api.ideas('published').then(setPublished, () => setPublished([]));
  }, [api, status]);
  useEffect(load, [load]);

  const act = async (idea: IdeaJson, body: { action: IdeaAction; reason?: string; mergedInto?: number }) => {
    try {
      await api.moderate(idea.id, body);
      notify(s.SAVED, { type: 'success' });
      setDialog(null);
      load();
      return null;
    } catch (err) {
      const fields = fieldErrors(err);
      if (!Object.keys(fields).length) notify(errorMessage(err) ?? 'SERVER_ERROR', { type: 'error' });
      return fields;
    }
  };

  const label: Record<IdeaAction, string> = {
    publish: s.PUBLISH,
    reject: s.REJECT,
    merge: s.MERGE,
    done: s.DONE,
  };
  const actions = (idea: IdeaJson) =>
    ACTIONS[idea.status].length > 0 && (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {ACTIONS[idea.status].map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'publish' ? 'contained' : 'outlined'}
            aria-label={`${label[action]}: ${idea.title}`}
            onClick={() =>
              action === 'reject' || action === 'merge'
                ? setDialog({ idea, action })
                : void act(idea, { action })
            }
          >
            {label[action]}
          </Button>
        ))}
      </Stack>
    );
  const texts = (idea: IdeaJson) => (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {idea.title}
      </Typography>
      {idea.body && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {idea.body}
        </Typography>
      )}
      {idea.reason && (
        <Typography variant="caption" color="text.secondary" component="p">
          {idea.reason}
        </Typography>
      )}
    </>
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={s.IDEAS_TITLE} />
      <Button component={Link} to="/open-lab" startIcon={<ArrowBackIcon />} size="small">
        {s.BACK}
      </Button>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {s.IDEAS_TITLE}
      </Typography>
      <Typography sx={{ mb: 2 }}>{s.IDEAS_INTRO}</Typography>
      <Tabs
        value={status ?? 'all'}
        onChange={(_e, v: string) => setStatus(v === 'all' ? null : v)}
        variant="scrollable"
        aria-label={s.COL_STATUS}
      >
        {IDEA_STATUSES.map((st) => (
          <Tab key={st} value={st} label={s.STATUS[st]} />
        ))}
        <Tab value="all" label={s.STATUS_ALL} />
      </Tabs>
      {failed && (
        <Alert severity="error" action={<Button onClick={load}>{s.RETRY}</Button>}>
          {s.LOAD_FAILED}
        </Alert>
      )}
      {rows && rows.length === 0 && <Typography sx={{ my: 2 }}>{s.NONE}</Typography>}
      {rows && rows.length > 0 && phone && (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, my: 2, display: 'grid', gap: 1 }}>
          {rows.map((idea, index) => (
            <Card component="li" key={idea.id} variant="outlined">
              <CardContent sx={{ display: 'grid', gap: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {index + 1}.
                  </Typography>
                  <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{texts(idea)}</Box>
                </Stack>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <Chip size="small" label={s.STATUS[idea.status]} />
                  <Typography variant="body2">
                    {s.COL_VOTES}: {idea.votes} · {s.COL_COMMENTS}: {idea.commentCount}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {idea.author ?? '—'}
                  </Typography>
                </Stack>
                {actions(idea)}
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
      {rows && rows.length > 0 && !phone && (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{s.COL_RANK}</TableCell>
                <TableCell>{s.COL_TITLE}</TableCell>
                <TableCell align="right">{s.COL_VOTES}</TableCell>
                <TableCell align="right">{s.COL_COMMENTS}</TableCell>
                <TableCell>{s.COL_STATUS}</TableCell>
                <TableCell>{s.COL_AUTHOR}</TableCell>
                <TableCell>{s.COL_ACTIONS}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((idea, index) => (
                <TableRow key={idea.id}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>{texts(idea)}</TableCell>
                  <TableCell align="right">{idea.votes}</TableCell>
                  <TableCell align="right">{idea.commentCount}</TableCell>
                  <TableCell>
                    <Chip size="small" label={s.STATUS[idea.status]} />
                  </TableCell>
                  <TableCell>{idea.author ?? '—'}</TableCell>
                  <TableCell>{actions(idea)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {dialog && (
        <ModerationDialog
          s={s}
          idea={dialog.idea}
          action={dialog.action}
          targets={published.filter((p) => p.id !== dialog.idea.id)}
          onClose={() => setDialog(null)}
          onConfirm={(body) => act(dialog.idea, { action: dialog.action, ...body })}
        />
      )}
    </Box>
  );
};

const ModerationDialog = ({
  s,
  idea,
  action,
  targets,
  onClose,
  onConfirm,
}: {
  s: OpenLabStrings;
  idea: IdeaJson;
  action: 'reject' | 'merge';
  targets: IdeaJson[];
  onClose: () => void;
  onConfirm: (body: { reason?: string; mergedInto?: number }) => Promise<Record<string, string> | null>;
}) => {
  const [reason, setReason] = useState('');
  const [target, setTarget] = useState<number | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    const fields = await onConfirm(
      action === 'reject'
        ? { reason }
        : { mergedInto: target === '' ? undefined : target, reason: reason || undefined },
    );
    if (fields) setErrors(fields);
  };
  return (
    <FormDialog
      id="moderation-title"
      title={fill(action === 'reject' ? s.REJECT_TITLE : s.MERGE_TITLE, { title: idea.title })}
      cancel={s.CANCEL}
      submit={s.CONFIRM}
      onClose={onClose}
      onSubmit={submit}
    >
      {action === 'merge' && (
        <TextField
          select
          fullWidth
          margin="normal"
          label={s.MERGE_INTO}
          value={target}
          onChange={(e) => setTarget(Number(e.target.value))}
          {...fieldError(errors, 'mergedInto')}
        >
          {targets.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.title} ({t.votes})
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        label={s.REASON}
        value={reason}
        required={action === 'reject'}
        onChange={(e) => setReason(e.target.value)}
        {...fieldError(errors, 'reason')}
      />
    </FormDialog>
  );
};

/** Gated here, in the screen's own chunk: off, the console answers as for any path it does not have. */
const Gated = () => <IdeasPage />;

export default Gated;
