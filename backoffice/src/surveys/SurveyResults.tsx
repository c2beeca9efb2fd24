import DownloadIcon from '@mui/icons-material/Download';
import InsightsIcon from '@mui/icons-material/Insights';
import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useLocale } from 'react-admin';
import { Link } from 'react-router-dom';
import { RATING_RANGE } from '../../../api/src/shared/forms.ts';
import {
  FREE_TEXT_TYPES,
  SURVEY_RESULT_TEXTS,
  type SurveyResultField,
} from '../../../api/src/shared/surveys.ts';
import { BarsChart } from '../analytics/lazyCharts';
import { fill } from '../i18n/lazy';
import { useEnabledModules } from '../modules/enabledQuery';
import { LoadFailed, Loading } from '../modules/PageParts';
import { formatDate } from './format';
import type { SurveysStrings } from './surveys.en';
import { resultsCsvUrl, useSurveysApi } from './surveysApi';

/** The answers cognition reads of a survey: what people wrote (api/src/cognition/services/collect.ts). */
const WRITTEN = ['shortText', 'longText'];

/**
 * A survey's results (GET /api/surveys/:id/results): per question, the counts as bars (recharts, the
 * analytics' lazy chunk) or as a table, the average of ratings and numbers, the free-text answers in a
 * table; and the CSV of every answer. With the cognition module on and written answers given, "Analyse
 * the answers" opens the content analysis with this survey chosen.
 */
export const SurveyResultsTab = ({ s, id }: { s: SurveysStrings; id: number }) => {
  const api = useSurveysApi();
  const query = useQuery({ queryKey: ['surveys', 'results', id], queryFn: () => api.results(id) });
  const modules = useEnabledModules();
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed onRetry={() => query.refetch()} />;
  const results = query.data;
  const written = results.fields.some((f) => WRITTEN.includes(f.type) && f.answered > 0);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography sx={{ flex: 1 }} role="status">
          {results.responseCount
            ? fill(results.responseCount === 1 ? s.RESULTS_COUNT_ONE : s.RESULTS_COUNT, {
                n: results.responseCount,
              })
            : s.RESULTS_EMPTY}
        </Typography>
        {written && modules.data?.cognition && (
          <Button
            component={Link}
            to={`/cognition?survey=${id}`}
            variant="outlined"
            startIcon={<InsightsIcon />}
            title={s.ANALYSE_HELP}
          >
            {s.ANALYSE}
          </Button>
        )}
        <Button href={resultsCsvUrl(id)} download variant="outlined" startIcon={<DownloadIcon />}>
          {s.CSV}
        </Button>
      </Box>
      {results.responseCount > 0 &&
        results.fields.map((field, i) => (
          <FieldResults key={field.name} s={s} field={field} number={i + 1} />
        ))}
    </Box>
  );
};

const percent = (locale: string, share: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);

const FieldResults = ({
  s,
  field,
  number,
}: {
  s: SurveysStrings;
  field: SurveyResultField;
  number: number;
}) => {
  const locale = useLocale();
  const headingId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const free = (FREE_TEXT_TYPES as readonly string[]).includes(field.type);
  const label = (value: string | number | boolean) =>
    value === true ? s.YES : value === false ? s.NO : String(value);
  const rows = field.counts.map((c) => ({ name: label(c.value), value: c.count }));
  const total = field.counts.reduce((sum, c) => sum + c.count, 0);
  const range = RATING_RANGE[field.type];
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box>
          {field.section && (
            <Typography variant="overline" color="text.secondary">
              {field.section}
            </Typography>
          )}
          <Typography variant="subtitle1" component="h2" id={headingId} sx={{ fontWeight: 600 }}>
            {number}. {field.text}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {fill(s.ANSWERED, { n: field.answered })}
            {field.average !== null &&
              ` · ${fill(s.AVERAGE, {
                value: `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(field.average)}${range ? ` / ${range[1]}` : ''}`,
              })}`}
          </Typography>
        </Box>
        {!free && rows.length > 0 && (
          <>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_, next) => next && setView(next)}
              aria-label={s.VIEW}
            >
              <ToggleButton value="chart">{s.CHART}</ToggleButton>
              <ToggleButton value="table">{s.TABLE}</ToggleButton>
            </ToggleButtonGroup>
            {view === 'chart' ? (
              <Box aria-hidden>
                <Suspense fallback={<Box sx={{ height: 120 }} />}>
                  <BarsChart data={rows} label={s.COL_COUNT} format={count} />
                </Suspense>
              </Box>
            ) : (
              <TableContainer>
                <Table size="small" aria-labelledby={headingId}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{s.COL_ANSWER}</TableCell>
                      <TableCell align="right">{s.COL_COUNT}</TableCell>
                      <TableCell align="right">{s.COL_SHARE}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.name}>
                        <TableCell>{row.name}</TableCell>
                        <TableCell align="right">{count(row.value)}</TableCell>
                        <TableCell align="right">
                          {percent(locale, field.answered ? row.value / field.answered : 0)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            {view === 'chart' && (
              <Typography
                variant="body2"
                sx={{
                  position: 'absolute',
                  width: 1,
                  height: 1,
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                  whiteSpace: 'nowrap',
                }}
              >
                {rows.map((r) => `${r.name}: ${r.value}`).join(', ')} ({total})
              </Typography>
            )}
          </>
        )}
        {free &&
          (field.texts.length === 0 ? (
            <Typography color="text.secondary">{s.NO_TEXTS}</Typography>
          ) : (
            <>
              <TableContainer sx={{ maxHeight: 420 }}>
                <Table size="small" stickyHeader aria-labelledby={headingId}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{s.COL_TEXT}</TableCell>
                      <TableCell sx={{ width: 180 }}>{s.COL_WHEN}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {field.texts.map((t) => (
                      <TableRow key={t.response}>
                        <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                          {t.value}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {formatDate(locale, t.submittedAt)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              {field.texts.length >= SURVEY_RESULT_TEXTS && (
                <Typography variant="body2" color="text.secondary">
                  {fill(s.TEXTS_LIMIT, { n: SURVEY_RESULT_TEXTS })}
                </Typography>
              )}
            </>
          ))}
      </CardContent>
    </Card>
  );
};
