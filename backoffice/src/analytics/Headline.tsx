import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import type { HeadlineFigure, HeadlineKey } from '../../../api/src/shared/analytics.ts';
import { fill } from '../i18n/lazy';
import type { AnalyticsStrings } from './analytics-strings.en';
import type { Format, Kind } from './format';

const KIND: Record<HeadlineKey, Kind> = {
  gross: 'money',
  organizer: 'money',
  fee: 'money',
  support: 'money',
  refunds: 'money',
  tickets: 'count',
  codes: 'count',
  viewers: 'count',
  watchSeconds: 'duration',
  sessions: 'count',
};

/** More refunds is bad news: their rise is drawn as a fall. */
const LOWER_IS_BETTER: HeadlineKey[] = ['refunds'];

/** "+12 % vs previous 30 days", or what stands for it when the previous period had none. */
export function changeText(
  s: AnalyticsStrings,
  format: Format,
  current: number,
  previous: number,
  days: number,
) {
  if (previous === 0)
    return current === 0 ? fill(s.SAME_AS_PREVIOUS, { days }) : fill(s.NEW_VS_PREVIOUS, { days });
  if (current === previous) return fill(s.SAME_AS_PREVIOUS, { days });
  return fill(s.VS_PREVIOUS, { change: format.change((current - previous) / previous), days });
}

export const Figure = ({
  label,
  value,
  change,
  trend,
  title,
}: {
  label: string;
  value: string;
  change?: string;
  trend?: 'up' | 'down' | 'flat';
  title?: string;
}) => (
  <Box component="li" sx={{ listStyle: 'none', minWidth: 0 }}>
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
        {change && (
          <Typography
            variant="caption"
            component="p"
            title={title}
            sx={{
              color: trend === 'up' ? 'success.dark' : trend === 'down' ? 'error.main' : 'text.secondary',
            }}
          >
            {change}
          </Typography>
        )}
      </CardContent>
    </Card>
  </Box>
);

export const FigureList = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box
    component="ul"
    aria-label={label}
    sx={{
      display: 'grid',
      gridTemplateColumns: {
        xs: 'repeat(2, minmax(0, 1fr))',
        sm: 'repeat(3, minmax(0, 1fr))',
        lg: 'repeat(5, minmax(0, 1fr))',
      },
      gap: 1.5,
      p: 0,
      m: 0,
    }}
  >
    {children}
  </Box>
);

/** The global view's headline figures for the period, each against the period before. */
export const Headline = ({
  s,
  format,
  figures,
  days,
  estimated = false,
}: {
  s: AnalyticsStrings;
  format: Format;
  figures: HeadlineFigure[];
  days: number;
  /** The distinct viewers are estimates (the answer's viewersEstimated). */
  estimated?: boolean;
}) => {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {s.HEADLINE_TITLE}
      </Typography>
      <FigureList label={s.HEADLINE_TITLE}>
        {figures.map((f) => {
          const better = LOWER_IS_BETTER.includes(f.key) ? f.current < f.previous : f.current > f.previous;
          const trend = f.current === f.previous ? 'flat' : better ? 'up' : 'down';
          return (
            <Figure
              key={f.key}
              label={
                estimated && f.key === 'viewers'
                  ? fill(s.ESTIMATED, { label: s.HEADLINE[f.key] })
                  : s.HEADLINE[f.key]
              }
              value={format.value(KIND[f.key], f.current)}
              change={changeText(s, format, f.current, f.previous, days)}
              trend={trend}
              title={fill(s.PREVIOUS_VALUE, { value: format.value(KIND[f.key], f.previous) })}
            />
          );
        })}
      </FigureList>
    </section>
  );
};
