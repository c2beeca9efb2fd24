import DownloadIcon from '@mui/icons-material/Download';
import InsertChartIcon from '@mui/icons-material/InsertChart';
import TableRowsIcon from '@mui/icons-material/TableRows';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { fill } from '../i18n/lazy';
import type { AnalyticsStrings } from './analytics-strings.en';
import { csvFileName, csvValue, type Format, type Kind } from './format';

/** A column: its header on screen, and in the CSV when the unit must be said there (hours, not "4 h 5 min"). */
export type Column = { key: string; label: string; kind: Kind; csvLabel?: string };
export type Cell = string | number | null;
export type Dataset = { columns: Column[]; rows: Record<string, Cell>[] };

/** On a phone a table row is a block of labelled lines instead of a row of many columns. */
const STACKED_ON_PHONES = {
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
    '& td': {
      display: 'flex',
      flexDirection: 'row',
      justifyContent: 'space-between',
      gap: 2,
      border: 0,
      px: 0,
      py: 0.25,
      textAlign: 'right',
      minWidth: 0,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
    '& td::before': {
      content: 'attr(data-label)',
      color: 'text.secondary',
      textAlign: 'left',
      flexShrink: 0,
      maxWidth: '55%',
    },
  },
} as const;

const NUMERIC: Kind[] = ['money', 'count', 'duration', 'hours', 'share'];

/** The data set as a CSV file built here (papaparse, loaded on the first download), headers translated. */
async function downloadCsv(dataset: Dataset, fileName: string) {
  const { unparse } = await import('papaparse');
  const text = unparse({
    fields: dataset.columns.map((c) => c.csvLabel ?? c.label),
    data: dataset.rows.map((row) => dataset.columns.map((c) => csvValue(c.kind, row[c.key]))),
  });
  // A byte-order mark: spreadsheets then read the accents of the headers as UTF-8.
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export const DataTable = ({
  label,
  dataset,
  format,
  cell,
}: {
  label: string;
  dataset: Dataset;
  format: Format;
  /** Draws a cell otherwise (a product's title as the link that opens it). */
  cell?: (column: Column, row: Record<string, Cell>) => ReactNode | undefined;
}) => (
  <Box
    // Wide tables scroll on their own: the region is focusable so a keyboard can scroll it too.
    role="region"
    aria-label={label}
    tabIndex={0}
    sx={{ overflowX: 'auto' }}
  >
    <Table size="small" sx={STACKED_ON_PHONES}>
      <TableHead>
        <TableRow>
          {dataset.columns.map((c) => (
            <TableCell
              key={c.key}
              align={NUMERIC.includes(c.kind) ? 'right' : 'left'}
              sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
            >
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {dataset.rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed list drawn again as a whole
          <TableRow key={i}>
            {dataset.columns.map((c) => (
              <TableCell
                key={c.key}
                data-label={c.label}
                align={NUMERIC.includes(c.kind) ? 'right' : 'left'}
                sx={{ whiteSpace: NUMERIC.includes(c.kind) ? 'nowrap' : undefined }}
              >
                {cell?.(c, row) ?? format.value(c.kind, row[c.key])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);

/**
 * A chart with its table view (the accessible alternative, one toggle away) and its CSV download named
 * after the chart and the period. Without data it says so instead of drawing empty axes; a card with no
 * chart is a table with its CSV.
 */
export const ChartCard = ({
  s,
  format,
  title,
  help,
  period,
  dataset,
  empty,
  emptyText,
  chart,
  cell,
  actions,
  csvTitle = title,
  defaultView = 'chart',
}: {
  s: AnalyticsStrings;
  format: Format;
  title: string;
  help?: string;
  period: { from: string; to: string };
  dataset: Dataset;
  empty: boolean;
  emptyText: string;
  chart?: ReactNode;
  cell?: (column: Column, row: Record<string, Cell>) => ReactNode | undefined;
  actions?: ReactNode;
  /** What the CSV file is named after, when more than the title (the product a chart is about). */
  csvTitle?: string;
  /** What shows first where the table says more than the chart (the channels). */
  defaultView?: 'chart' | 'table';
}) => {
  const [view, setView] = useState<'chart' | 'table'>(defaultView);
  const headingId = useId();
  const shown = chart ? view : 'table';
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 1,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h6" component="h2">
              {title}
            </Typography>
            {help && (
              <Typography variant="body2" color="text.secondary">
                {help}
              </Typography>
            )}
          </Box>
          {!empty && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              {actions}
              {chart && (
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={view}
                  onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
                  aria-label={fill(s.VIEW_AS, { title })}
                >
                  <ToggleButton value="chart" sx={{ textTransform: 'none', gap: 0.5 }}>
                    <InsertChartIcon fontSize="small" aria-hidden />
                    {s.SHOW_CHART}
                  </ToggleButton>
                  <ToggleButton value="table" sx={{ textTransform: 'none', gap: 0.5 }}>
                    <TableRowsIcon fontSize="small" aria-hidden />
                    {s.SHOW_TABLE}
                  </ToggleButton>
                </ToggleButtonGroup>
              )}
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                aria-label={fill(s.CSV_LABEL, { title })}
                onClick={() => void downloadCsv(dataset, csvFileName(csvTitle, period))}
                sx={{ textTransform: 'none' }}
              >
                {s.CSV}
              </Button>
            </Box>
          )}
        </Box>
        {empty ? (
          <Typography color="text.secondary" sx={{ py: 3 }}>
            {emptyText}
          </Typography>
        ) : shown === 'chart' ? (
          <Suspense
            fallback={
              <Box role="status" sx={{ height: 240, display: 'grid', placeItems: 'center' }}>
                <CircularProgress aria-label={s.CHART_LOADING} />
              </Box>
            }
          >
            {/* Drawn for the eye (recharts names its legend icons in English): the table is for reading. */}
            <Box aria-hidden="true">{chart}</Box>
          </Suspense>
        ) : (
          <DataTable label={`${title}: ${s.SHOW_TABLE}`} dataset={dataset} format={format} cell={cell} />
        )}
      </CardContent>
    </Card>
  );
};
