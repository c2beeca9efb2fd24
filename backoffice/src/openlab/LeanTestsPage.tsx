import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useGetList, useLocale, useNotify } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { LEAN_TEST_STATUSES } from '../../../api/src/shared/openlab.ts';
import { currentArea } from '../area';
import { fill, useScreenStrings } from '../i18n/lazy';
import { PageLoading } from '../layout/PageLoading';
import { errorMessage, fieldErrors, type LeanTestJson, type LeanTestResults, useOpenLabApi } from './api';
import { FormDialog, fieldError } from './FormDialog';
import type { OpenLabStrings } from './openlab.en';
import { OPENLAB_STRINGS } from './strings';

/**
 * Lean tests (issue 24): /manage/open-lab/lean-test (every one) and /account/lean-tests (the organizer's
 * channels: the API answers only those). The list with visits, sign-ups and conversion; a form to create
 * or edit one; its results (price distribution) beside the decision, with "create the product from it",
 * which records the decision and opens the product form prefilled.
 */
const LeanTestsPage = () => {
  const s = useScreenStrings<OpenLabStrings>(OPENLAB_STRINGS);
  return s ? <LeanTests s={s} /> : <PageLoading />;
};

const euros = (locale: string, cents: number | null) =>
  cents === null
    ? '—'
    : new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
const percent = (locale: string, v: number | null) =>
  v === null ? '—' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(v);

const LeanTests = ({ s }: { s: OpenLabStrings }) => {
  const api = useOpenLabApi();
  const locale = useLocale();
  const notify = useNotify();
  const [rows, setRows] = useState<LeanTestJson[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<LeanTestJson | 'new' | null>(null);
  const [showing, setShowing] = useState<LeanTestJson | null>(null);
  const manage = currentArea() === 'manage';
  // On a phone each test is a card: a table's figures and actions would sit past its right edge.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const load = useCallback(() => {
    setFailed(false);
    api.leanTests().then(setRows, () => setFailed(true));
  }, [api]);
  useEffect(load, [load]);

  const remove = async (test: LeanTestJson) => {
    if (!window.confirm(fill(s.DELETE_CONFIRM, { title: test.title }))) return;
    try {
      await api.deleteLeanTest(test.id);
      load();
    } catch (err) {
      notify(errorMessage(err) ?? 'SERVER_ERROR', { type: 'error' });
    }
  };

  const actions = (test: LeanTestJson) => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        onClick={() => setShowing(test)}
        aria-label={`${s.RESULTS}: ${test.title}`}
      >
        {s.RESULTS}
      </Button>
      <Button size="small" onClick={() => setEditing(test)} aria-label={`${s.EDIT}: ${test.title}`}>
        {s.EDIT}
      </Button>
      {test.status !== 'draft' && (
        <Button size="small" href={`/lab/${test.slug}`} target="_blank" rel="noopener">
          {s.PUBLIC_PAGE}
        </Button>
      )}
      <Button
        size="small"
        color="error"
        onClick={() => void remove(test)}
        aria-label={`${s.DELETE}: ${test.title}`}
      >
        {s.DELETE}
      </Button>
    </Stack>
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={s.LEAN_TITLE} />
      {manage && (
        <Button component={Link} to="/open-lab" startIcon={<ArrowBackIcon />} size="small">
          {s.BACK}
        </Button>
      )}
      <Stack
        direction="row"
        sx={{ mt: 1, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {s.LEAN_TITLE}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {s.NEW}
        </Button>
      </Stack>
      <Typography sx={{ my: 2 }}>{s.LEAN_INTRO}</Typography>
      {failed && (
        <Alert severity="error" action={<Button onClick={load}>{s.RETRY}</Button>}>
          {s.LOAD_FAILED}
        </Alert>
      )}
      {rows && rows.length === 0 && <Typography>{s.NONE}</Typography>}
      {rows && rows.length > 0 && phone && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {rows.map((test) => (
            <Card component="li" key={test.id} variant="outlined">
              <CardContent sx={{ display: 'grid', gap: 1 }}>
                <Box sx={{ overflowWrap: 'anywhere' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {test.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {test.channel.title}
                    {test.decision && ` · ${s[`DECISION_${test.decision}`]}`}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <Chip size="small" label={s.STATUS[test.status]} />
                  <Typography variant="body2">
                    {s.COL_VISITS}: {test.visits} · {s.COL_SIGNUPS}: {test.signups} · {s.COL_CONVERSION}:{' '}
                    {percent(locale, test.visits ? test.signups / test.visits : null)}
                  </Typography>
                </Stack>
                {actions(test)}
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
                <TableCell>{s.COL_TITLE}</TableCell>
                <TableCell>{s.COL_CHANNEL}</TableCell>
                <TableCell>{s.COL_STATUS}</TableCell>
                <TableCell align="right">{s.COL_VISITS}</TableCell>
                <TableCell align="right">{s.COL_SIGNUPS}</TableCell>
                <TableCell align="right">{s.COL_CONVERSION}</TableCell>
                <TableCell>{s.COL_ACTIONS}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((test) => (
                <TableRow key={test.id}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {test.title}
                    </Typography>
                    {test.decision && (
                      <Typography variant="caption">{s[`DECISION_${test.decision}`]}</Typography>
                    )}
                  </TableCell>
                  <TableCell>{test.channel.title}</TableCell>
                  <TableCell>
                    <Chip size="small" label={s.STATUS[test.status]} />
                  </TableCell>
                  <TableCell align="right">{test.visits}</TableCell>
                  <TableCell align="right">{test.signups}</TableCell>
                  <TableCell align="right">
                    {percent(locale, test.visits ? test.signups / test.visits : null)}
                  </TableCell>
                  <TableCell>{actions(test)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <LeanTestForm
          s={s}
          test={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify(s.SAVED, { type: 'success' });
            load();
          }}
        />
      )}
      {showing && (
        <ResultsDialog
          s={s}
          test={showing}
          onClose={() => {
            setShowing(null);
            load();
          }}
        />
      )}
    </Box>
  );
};

const toCents = (text: string) => {
  const n = Number(text.replace(',', '.').trim());
  return text.trim() === '' ? null : Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
};

const LeanTestForm = ({
  s,
  test,
  onClose,
  onSaved,
}: {
  s: OpenLabStrings;
  test: LeanTestJson | null;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const api = useOpenLabApi();
  const notify = useNotify();
  const { data: channels } = useGetList<{ id: number; title: string }>('channels', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'title', order: 'ASC' },
  });
  const [v, setV] = useState({
    channelId: test?.channel.id ?? ('' as number | ''),
    title: test?.title ?? '',
    slug: test?.slug ?? '',
    pitch: test?.pitch ?? '',
    imageUrl: test?.imageUrl ?? '',
    price: test?.priceCents != null ? String(test.priceCents / 100) : '',
    options: (test?.priceOptions ?? []).map((c) => String(c / 100)).join(', '),
    status: test?.status ?? 'draft',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof v) => (e: { target: { value: string } }) =>
    setV({ ...v, [key]: e.target.value });
  const save = async () => {
    const options = v.options
      .split(/[;\s]*[,;][\s]*|\s+/)
      .filter(Boolean)
      .map((o) => toCents(o) ?? Number.NaN);
    const body: Record<string, unknown> = {
      title: v.title,
      pitch: v.pitch,
      imageUrl: v.imageUrl,
      priceCents: toCents(v.price),
      priceOptions: options,
      status: v.status,
      ...(v.slug ? { slug: v.slug } : {}),
    };
    try {
      if (test) await api.updateLeanTest(test.id, body);
      else await api.createLeanTest({ ...body, channelId: v.channelId === '' ? undefined : v.channelId });
      onSaved();
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(fields);
      if (!Object.keys(fields).length) notify(errorMessage(err) ?? 'SERVER_ERROR', { type: 'error' });
    }
  };
  /** A text field of the form: its value, its label and the API's error for it (`error`, when named otherwise). */
  const text = (key: Exclude<keyof typeof v, 'channelId'>, label: string, error: string = key) => ({
    fullWidth: true,
    margin: 'dense' as const,
    label,
    value: v[key],
    onChange: set(key),
    ...fieldError(errors, error),
  });
  return (
    <FormDialog
      id="lean-form-title"
      title={test ? `${s.EDIT}: ${test.title}` : s.NEW}
      cancel={s.CANCEL}
      submit={s.SAVE}
      onClose={onClose}
      onSubmit={save}
    >
      <TextField
        select
        fullWidth
        margin="dense"
        required
        label={s.F_CHANNEL}
        value={v.channelId}
        disabled={!!test}
        onChange={(e) => setV({ ...v, channelId: Number(e.target.value) })}
        {...fieldError(errors, 'channelId')}
      >
        {(channels ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField required {...text('title', s.F_TITLE)} />
      <TextField {...text('slug', s.F_SLUG)} helperText={errors.slug ?? s.F_SLUG_HELP} />
      <TextField multiline minRows={3} {...text('pitch', s.F_PITCH)} />
      <TextField {...text('imageUrl', s.F_IMAGE)} />
      <TextField inputMode="decimal" {...text('price', s.F_PRICE, 'priceCents')} />
      <TextField {...text('options', s.F_OPTIONS, 'priceOptions')} />
      <TextField select {...text('status', s.F_STATUS)}>
        {LEAN_TEST_STATUSES.map((st) => (
          <MenuItem key={st} value={st}>
            {s.STATUS[st]}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
};

const ResultsDialog = ({
  s,
  test,
  onClose,
}: {
  s: OpenLabStrings;
  test: LeanTestJson;
  onClose: () => void;
}) => {
  const api = useOpenLabApi();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const [results, setResults] = useState<LeanTestResults | null>(null);
  const [failed, setFailed] = useState(false);
  const [note, setNote] = useState('');
  const load = useCallback(() => {
    setFailed(false);
    api.results(test.id).then(
      (r) => {
        setResults(r);
        setNote(r.decisionNote ?? '');
      },
      () => setFailed(true),
    );
  }, [api, test.id]);
  useEffect(load, [load]);

  const decide = async (decision: 'create' | 'drop' | null) => {
    try {
      await api.decide(test.id, { decision, note: note || undefined });
      if (decision === 'create') {
        const params = new URLSearchParams({ title: test.title, channelId: String(test.channel.id) });
        navigate(`/products/new?${params}`);
        return;
      }
      load();
    } catch (err) {
      notify(errorMessage(err) ?? 'SERVER_ERROR', { type: 'error' });
    }
  };

  const answered = results ? results.prices.reduce((sum, p) => sum + p.count, 0) + results.noPrice : 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="results-title">
      <DialogTitle id="results-title">
        {s.RESULTS}: {test.title}
      </DialogTitle>
      <DialogContent>
        {failed && <Alert severity="error">{s.LOAD_FAILED}</Alert>}
        {!results && !failed && <LinearProgress />}
        {results && (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Box component="section" aria-labelledby="results-figures">
              <Typography variant="h6" component="h2" id="results-figures">
                {s.RESULTS}
              </Typography>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 1, m: 0 }}>
                <dt>{s.VISITS}</dt>
                <dd style={{ margin: 0, fontWeight: 700 }}>{results.visits}</dd>
                <dt>{s.SIGNUPS}</dt>
                <dd style={{ margin: 0, fontWeight: 700 }}>{results.signups}</dd>
                <dt>{s.CONVERSION}</dt>
                <dd style={{ margin: 0, fontWeight: 700 }}>{percent(locale, results.conversion)}</dd>
                <dt>{s.MEDIAN}</dt>
                <dd style={{ margin: 0, fontWeight: 700 }}>{euros(locale, results.medianPriceCents)}</dd>
              </Box>
              <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                {s.PRICES}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {[
                  ...results.prices.map((p) => ({ label: euros(locale, p.priceCents), count: p.count })),
                  { label: s.NO_PRICE, count: results.noPrice },
                ].map((row) => (
                  <li key={row.label}>
                    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                      <span>{row.label}</span>
                      <span>{row.count}</span>
                    </Stack>
                    <LinearProgress
                      variant="determinate"
                      value={answered ? (row.count / answered) * 100 : 0}
                      aria-label={`${row.label}: ${row.count}`}
                      sx={{ mb: 1 }}
                    />
                  </li>
                ))}
              </Box>
            </Box>
            <Box component="section" aria-labelledby="results-decision">
              <Typography variant="h6" component="h2" id="results-decision">
                {s.DECISION}
              </Typography>
              <Typography sx={{ mb: 1 }}>
                {results.decision ? s[`DECISION_${results.decision}`] : s.DECISION_NONE}
                {results.decidedAt &&
                  ` · ${fill(s.DECIDED_ON, { date: new Date(results.decidedAt).toLocaleDateString(locale) })}`}
              </Typography>
              <TextField
                fullWidth
                multiline
                minRows={2}
                margin="dense"
                label={s.DECISION_NOTE}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                <Button variant="contained" onClick={() => void decide('create')}>
                  {s.CREATE_PRODUCT}
                </Button>
                <Button variant="outlined" onClick={() => void decide('drop')}>
                  {s.DROP}
                </Button>
                {results.decision && <Button onClick={() => void decide(null)}>{s.UNDECIDE}</Button>}
              </Stack>
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{s.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** Gated here, in the screen's own chunk: off, the console answers as for any path it does not have. */
const Gated = () => <LeanTestsPage />;

export default Gated;
