import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { HttpError, Title, useLocale, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type {
  CognitionConfigAnswer,
  CognitionLang,
  CognitionPreview,
  CognitionRun,
  CognitionRunRow,
  CognitionTarget,
} from '../../../api/src/shared/cognition.ts';
import { currentArea } from '../area';
import { API_URL, createHttpClient } from '../dataProvider';
import { fill, useScreenStrings } from '../i18n/lazy';
import { PageLoading } from '../layout/PageLoading';
import type { CognitionStrings } from './cognition.en';
import { COGNITION_STRINGS } from './cognitionStrings';

type Target = { targetType: CognitionTarget; targetId: number; title: string };
const keyOf = (t: { targetType: string; targetId: number }) => `${t.targetType}:${t.targetId}`;

function useCognitionApi() {
  const locale = useLocale();
  return useMemo(() => {
    const http = createHttpClient(() => locale);
    const send = <T,>(path: string, method = 'GET', body?: unknown) =>
      http(`${API_URL}/cognition${path}`, { method, ...(body ? { body: JSON.stringify(body) } : {}) }).then(
        ({ json }) => json as T,
      );
    return {
      targets: () => send<Target[]>('/targets'),
      runs: () => send<CognitionRunRow[]>(`/runs?range=${encodeURIComponent('[0,49]')}`),
      run: (id: number) => send<CognitionRun>(`/runs/${id}`),
      start: (t: Target) =>
        send<CognitionRunRow>('/runs', 'POST', { targetType: t.targetType, targetId: t.targetId }),
      config: () => send<CognitionConfigAnswer>('/config'),
      saveConfig: (patch: Record<string, unknown>) => send<CognitionConfigAnswer>('/config', 'PUT', patch),
      preview: (t: Target) => send<CognitionPreview>(`/preview/${t.targetType}/${t.targetId}`),
    };
  }, [locale]);
}

const errorText = (err: unknown) =>
  err instanceof HttpError || err instanceof Error ? err.message : String(err);

/**
 * /manage/cognition (administrators: every channel, product and course, the sent surveys, and the
 * language model's settings) and /account/cognition (organizers: their own): ask for an analysis, follow
 * it, read its result, each part saying which analyser produced it. `?survey=<id>` (the survey results'
 * "Analyse the answers") comes with that survey chosen.
 */
const CognitionPage = () => {
  const s = useScreenStrings<CognitionStrings>(COGNITION_STRINGS);
  return s ? <Cognition s={s} /> : <PageLoading />;
};
export default CognitionPage;

const Cognition = ({ s }: { s: CognitionStrings }) => {
  const api = useCognitionApi();
  const locale = useLocale();
  const notify = useNotify();
  // On a phone each run is a line of its own: a table's button would sit past its right edge.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const admin = currentArea() === 'manage';
  const [targets, setTargets] = useState<Target[] | null>(null);
  const [runs, setRuns] = useState<CognitionRunRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState(() => {
    const survey = Number(params.get('survey'));
    return Number.isInteger(survey) && survey > 0 ? keyOf({ targetType: 'survey', targetId: survey }) : '';
  });
  const [open, setOpen] = useState<CognitionRun | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const [t, r] = await Promise.all([api.targets(), api.runs()]);
      setTargets(t);
      setRuns(r);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  // While a run is queued or running, look again every few seconds.
  const active = runs?.some((r) => r.status === 'queued' || r.status === 'running');
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void load(), 4000);
    return () => clearInterval(timer);
  }, [active, load]);

  const target = targets?.find((t) => keyOf(t) === chosen) ?? null;
  const start = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await api.start(target);
      notify(s.RUN_QUEUED, { type: 'info' });
      await load();
    } catch (err) {
      notify(errorText(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const show = async (id: number) => {
    try {
      setOpen(await api.run(id));
    } catch (err) {
      notify(errorText(err), { type: 'error' });
    }
  };

  if (failed)
    return (
      <Alert severity="error" action={<Button onClick={() => void load()}>{s.RETRY}</Button>}>
        {s.LOAD_FAILED}
      </Alert>
    );
  if (!targets || !runs) return <PageLoading />;

  return (
    <Box
      sx={{
        p: { xs: 1, sm: 2 },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
        maxWidth: 1100,
      }}
    >
      <Title title={s.TITLE} />
      <Typography variant="h5" component="h1">
        {s.TITLE}
      </Typography>
      <Typography color="text.secondary">
        {s.SUBTITLE}
        {admin && ` ${s.SUBTITLE_SURVEYS}`}
      </Typography>

      <Card component="section" aria-labelledby="cognition-run">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            {targets.length ? (
              <FormControl sx={{ minWidth: 260, flex: 1 }} size="small">
                <InputLabel id="cognition-run">{s.TARGET}</InputLabel>
                <Select
                  labelId="cognition-run"
                  label={s.TARGET}
                  value={targets.some((t) => keyOf(t) === chosen) ? chosen : ''}
                  onChange={(e) => setChosen(e.target.value)}
                >
                  {targets.map((t) => (
                    <MenuItem key={keyOf(t)} value={keyOf(t)}>
                      {s[`TARGET_${t.targetType}`]}: {t.title}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            ) : (
              <Typography id="cognition-run">{s.NO_TARGETS}</Typography>
            )}
            <Button variant="contained" disabled={!target || busy} onClick={() => void start()}>
              {s.RUN}
            </Button>
          </Stack>
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="cognition-runs">
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h6" component="h2" id="cognition-runs">
              {s.RUNS}
            </Typography>
            <Button size="small" onClick={() => void load()}>
              {s.REFRESH}
            </Button>
          </Stack>
          {runs.length > 0 && phone && (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {runs.map((r) => (
                <Box component="li" key={r.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {s[`TARGET_${r.targetType}`]}: {r.targetTitle}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {new Date(r.createdAt).toLocaleString(locale)} · {s[`STATUS_${r.status}`]} ·{' '}
                    {r.analyser === 'llm' ? `${s.ANALYSER_llm} (${r.llmModel})` : s.ANALYSER_local}
                  </Typography>
                  <Button
                    size="small"
                    onClick={() => void show(r.id)}
                    aria-label={`${s.OPEN}: ${r.targetTitle}`}
                  >
                    {s.OPEN}
                  </Button>
                </Box>
              ))}
            </Box>
          )}
          {runs.length > 0 && !phone && (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{s.TARGET}</TableCell>
                    <TableCell>{s.WHEN}</TableCell>
                    <TableCell>{s.STATUS}</TableCell>
                    <TableCell>{s.ANALYSER}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {runs.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>
                        {s[`TARGET_${r.targetType}`]}: {r.targetTitle}
                      </TableCell>
                      <TableCell>{new Date(r.createdAt).toLocaleString(locale)}</TableCell>
                      <TableCell>{s[`STATUS_${r.status}`]}</TableCell>
                      <TableCell>
                        {r.analyser === 'llm'
                          ? `${s.ANALYSER_llm} (${r.llmModel} @ ${r.llmHost})`
                          : s.ANALYSER_local}
                      </TableCell>
                      <TableCell>
                        <Button
                          size="small"
                          onClick={() => void show(r.id)}
                          aria-label={`${s.OPEN}: ${r.targetTitle}`}
                        >
                          {s.OPEN}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {runs.length === 0 && <Typography>{s.NO_RUNS}</Typography>}
        </CardContent>
      </Card>

      {open && <RunResult s={s} run={open} />}
      {admin && <ConfigPanel s={s} target={target} />}
    </Box>
  );
};

const langName = (s: CognitionStrings, l: CognitionLang | null) => (l ? s[`LANG_${l}`] : s.UNDETECTED);
const pct = (n: number) => Math.round(n * 100);

const FIELD_NAMES = ['title', 'shortDescription', 'description', 'requirements', 'program'] as const;
/**
 * A text's name as the reader knows it: the API names each by its field ("description", "FAQ 2"),
 * maybe after what it belongs to (“A product”, "module 1", "lesson 1.2").
 */
function fieldName(s: CognitionStrings, field: string): string {
  const own = (name: string) => {
    const faq = /^FAQ (\d+)$/.exec(name);
    if (faq) return fill(s.FIELD_faq, { n: faq[1] });
    return (FIELD_NAMES as readonly string[]).includes(name)
      ? s[`FIELD_${name as (typeof FIELD_NAMES)[number]}`]
      : name;
  };
  const part = /^(?:(“[^”]*”)|module (\d+)|lesson (\d+\.\d+)) (.+)$/.exec(field);
  if (!part) return own(field);
  const [, product, module, lesson, name] = part;
  const owner =
    product ?? (module ? fill(s.FIELD_module, { n: module }) : fill(s.FIELD_lesson, { n: lesson }));
  return `${owner} · ${own(name)}`;
}

const ByChip = ({ s, by }: { s: CognitionStrings; by: 'local' | 'llm' }) => (
  <Chip size="small" variant="outlined" label={by === 'llm' ? s.BY_LLM : s.BY_LOCAL} />
);

const RunResult = ({ s, run }: { s: CognitionStrings; run: CognitionRun }) => {
  const r = run.result;
  // A survey's run reads only what its respondents wrote: no texts of its own, so no language issues.
  const survey = run.targetType === 'survey';
  const locale = useLocale();
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <Card component="section" aria-labelledby="cognition-result">
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Typography variant="h6" component="h2" id="cognition-result">
          {fill(s.RESULT, { title: run.targetTitle })}
        </Typography>
        {run.status === 'failed' && (
          <Alert severity="error">{fill(s.FAILED, { error: run.error ?? '' })}</Alert>
        )}
        {!r && run.status !== 'failed' && <Typography>{s.PENDING}</Typography>}
        {r && (
          <>
            <Alert severity="info">
              {r.analyser.kind === 'llm'
                ? fill(s.ANALYSED_BY_MODEL, {
                    model: r.analyser.model ?? '',
                    host: r.analyser.host ?? '',
                    libraries: r.analyser.libraries.join(', '),
                  })
                : fill(s.ANALYSED_LOCALLY, { libraries: r.analyser.libraries.join(', ') })}
            </Alert>
            {r.overview && (
              <Box>
                <Typography variant="subtitle1" component="h3">
                  {s.OVERVIEW} <ByChip s={s} by="llm" />
                </Typography>
                <Typography>{r.overview}</Typography>
              </Box>
            )}
            <Box hidden={survey}>
              <Typography variant="subtitle1" component="h3">
                {s.FLAGS}
              </Typography>
              {r.flags.length ? (
                <ul>
                  {r.flags.map((f) => (
                    <li key={`${f.kind}:${f.declared}:${f.field}`}>
                      {fill(s[`FLAG_${f.kind}`], {
                        field: fieldName(s, f.field),
                        declared: langName(s, f.declared),
                        detected: langName(s, f.detected),
                        original: langName(s, f.languages[0] ?? null),
                        languages: f.languages.map((l) => langName(s, l)).join(', '),
                      })}{' '}
                      <ByChip s={s} by={f.by} />
                    </li>
                  ))}
                </ul>
              ) : (
                <Typography>{s.NO_FLAGS}</Typography>
              )}
            </Box>
            {r.languages.map((l) => (
              <Box
                key={l.lang}
                component="section"
                aria-label={fill(s.LANGUAGE_SECTION, { lang: langName(s, l.lang) })}
              >
                <Typography variant="subtitle1" component="h3">
                  {fill(s.LANGUAGE_SECTION, { lang: langName(s, l.lang) })}
                  {l.lang === r.declaredLanguage ? ` (${s.DECLARED_LANGUAGE})` : ''}
                </Typography>
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{s.FIELD}</TableCell>
                        <TableCell>{s.EXCERPT}</TableCell>
                        <TableCell>{s.DETECTED}</TableCell>
                        <TableCell>{s.BY}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {l.fields.map((f) => (
                        <TableRow key={f.field}>
                          <TableCell>{fieldName(s, f.field)}</TableCell>
                          <TableCell sx={{ maxWidth: 380 }}>{f.excerpt}</TableCell>
                          <TableCell>
                            {f.mixed
                              ? f.mixed.map((m) => langName(s, m)).join(' + ')
                              : langName(s, f.detected)}
                          </TableCell>
                          <TableCell>
                            <ByChip s={s} by={f.by} />
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
                <Typography sx={{ mt: 1 }}>
                  <strong>{s.KEYWORDS}:</strong>{' '}
                  {l.keywords.length ? l.keywords.map((k) => `${k.term} (${k.count})`).join(', ') : s.NONE}
                </Typography>
                <Typography>
                  <strong>{s.TOPICS}:</strong>{' '}
                  {l.topics.length ? l.topics.map((k) => `${k.term} (${k.count})`).join(', ') : s.NONE}
                </Typography>
                <Typography>
                  <strong>{s.READABILITY}:</strong>{' '}
                  {l.readability
                    ? fill(s.READABILITY_VALUE, {
                        score: decimal.format(l.readability.score),
                        band: s[`BAND_${l.readability.band}`],
                        // The formula is the one of the texts' language (api/src/cognition/analysis.ts).
                        formula: s[`FORMULA_${l.lang}`],
                        words: l.readability.words,
                        sentences: l.readability.sentences,
                      })
                    : s.READABILITY_NONE}
                </Typography>
              </Box>
            ))}
            <Box component="section" aria-labelledby="cognition-viewers">
              <Typography variant="subtitle1" component="h3" id="cognition-viewers">
                {survey ? s.SURVEY_VOICES : s.VIEWERS}
              </Typography>
              {r.viewers.total ? (
                <>
                  <Typography>
                    {survey
                      ? fill(s.SURVEY_VOICES_COUNT, { total: r.viewers.total })
                      : fill(s.VIEWERS_SOURCES, { total: r.viewers.total, ...r.viewers.sources })}
                  </Typography>
                  {r.viewers.byLanguage.map((v) => (
                    <Box key={v.lang} sx={{ mt: 1 }}>
                      <Typography variant="subtitle2" component="h4">
                        {fill(s.VOICES_SECTION, { lang: langName(s, v.lang), count: v.count })}{' '}
                        <ByChip s={s} by={v.by} />
                      </Typography>
                      <Typography>
                        {s.SENTIMENT}:{' '}
                        {fill(s.SENTIMENT_VALUE, {
                          positive: pct(v.sentiment.positive),
                          neutral: pct(v.sentiment.neutral),
                          negative: pct(v.sentiment.negative),
                        })}
                      </Typography>
                      {v.keywords.length > 0 && (
                        <Typography>
                          <strong>{s.KEYWORDS}:</strong>{' '}
                          {v.keywords.map((k) => `${k.term} (${k.count})`).join(', ')}
                        </Typography>
                      )}
                      {v.summary.length > 0 && (
                        <>
                          <Typography>{s.SUMMARY}:</Typography>
                          <ul>
                            {v.summary.map((line) => (
                              <li key={line}>
                                <q>{line}</q>
                              </li>
                            ))}
                          </ul>
                        </>
                      )}
                    </Box>
                  ))}
                </>
              ) : (
                <Typography>{survey ? s.SURVEY_VOICES_NONE : s.VIEWERS_NONE}</Typography>
              )}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
};

/** The language model's settings and the preview of what a run would send (administrators). */
const ConfigPanel = ({ s, target }: { s: CognitionStrings; target: Target | null }) => {
  const api = useCognitionApi();
  const notify = useNotify();
  const [config, setConfig] = useState<CognitionConfigAnswer | null>(null);
  const [key, setKey] = useState('');
  const [removeKey, setRemoveKey] = useState(false);
  const [preview, setPreview] = useState<CognitionPreview | null>(null);

  useEffect(() => {
    api.config().then(setConfig, () => setConfig(null));
  }, [api]);
  if (!config) return null;

  const save = async () => {
    try {
      const saved = await api.saveConfig({
        enabled: config.enabled,
        endpoint: config.endpoint.trim(),
        model: config.model.trim(),
        timeoutSeconds: config.timeoutSeconds,
        ...(removeKey ? { apiKey: null } : key ? { apiKey: key } : {}),
      });
      setConfig(saved);
      setKey('');
      setRemoveKey(false);
      notify(s.CONFIG_SAVED, { type: 'info' });
    } catch (err) {
      notify(errorText(err), { type: 'error' });
    }
  };
  const showPreview = async () => {
    if (!target) return;
    try {
      setPreview(await api.preview(target));
    } catch (err) {
      notify(errorText(err), { type: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="cognition-config">
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Typography variant="h6" component="h2" id="cognition-config">
          {s.CONFIG}
        </Typography>
        <Typography color="text.secondary">{s.CONFIG_HELP}</Typography>
        <FormControlLabel
          control={
            <Switch
              checked={config.enabled}
              onChange={(e) => setConfig({ ...config, enabled: e.target.checked })}
            />
          }
          label={s.CONFIG_ENABLED}
        />
        <TextField
          label={s.CONFIG_ENDPOINT}
          helperText={s.CONFIG_ENDPOINT_HELP}
          value={config.endpoint}
          slotProps={{ htmlInput: { inputMode: 'url' } }}
          onChange={(e) => setConfig({ ...config, endpoint: e.target.value })}
        />
        <TextField
          label={s.CONFIG_MODEL}
          value={config.model}
          onChange={(e) => setConfig({ ...config, model: e.target.value })}
        />
        <TextField
          label={s.CONFIG_KEY}
          type="password"
          autoComplete="new-password"
          value={key}
          disabled={removeKey}
          helperText={config.keySet ? s.CONFIG_KEY_SET : s.CONFIG_KEY_UNSET}
          onChange={(e) => setKey(e.target.value)}
        />
        {config.keySet && (
          <FormControlLabel
            control={<Switch checked={removeKey} onChange={(e) => setRemoveKey(e.target.checked)} />}
            label={s.CONFIG_KEY_REMOVE}
          />
        )}
        <TextField
          label={s.CONFIG_TIMEOUT}
          type="number"
          slotProps={{ htmlInput: { min: 5, max: 300 } }}
          value={config.timeoutSeconds}
          onChange={(e) => setConfig({ ...config, timeoutSeconds: Number(e.target.value) })}
        />
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => void save()}>
            {s.CONFIG_SAVE}
          </Button>
          <Button variant="outlined" disabled={!target} onClick={() => void showPreview()}>
            {s.PREVIEW}
          </Button>
        </Stack>
        {!target && <Typography color="text.secondary">{s.PREVIEW_HELP}</Typography>}
        {preview && (
          <Box>
            <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {fill(s.PREVIEW_TO, { url: preview.url, model: preview.model || '—' })}
            </Typography>
            {preview.messages.map((m) => (
              <Box key={m.role} sx={{ mt: 1 }}>
                <Typography variant="subtitle2" component="h3">
                  {m.role === 'system' ? s.PREVIEW_SYSTEM : s.PREVIEW_USER}
                </Typography>
                <Box
                  component="pre"
                  tabIndex={0}
                  sx={{
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-word',
                    maxHeight: 320,
                    overflow: 'auto',
                    bgcolor: 'action.hover',
                    p: 1,
                  }}
                >
                  {m.role === 'user' ? JSON.stringify(JSON.parse(m.content), null, 2) : m.content}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
