import { Autocomplete, Box, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider } from 'react-admin';
import { ANALYTICS_RANGES, type AnalyticsRange } from '../../../api/src/shared/analytics.ts';
import { fullName } from '../session';
import type { AnalyticsStrings } from './analytics-strings.en';

type Option = { id: number; label: string };

/** A picker over a short list loaded once (up to 100: an organizer's channels, the organizers). */
const Picker = ({
  s,
  label,
  allLabel,
  options,
  loading,
  value,
  onChange,
}: {
  s: AnalyticsStrings;
  label: string;
  allLabel: string;
  options: Option[];
  loading: boolean;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) => {
  const selected = options.find((o) => o.id === value) ?? null;
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      loading={loading}
      loadingText={s.LOADING_OPTIONS}
      noOptionsText={s.NO_OPTIONS}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionKey={(o) => o.id}
      onChange={(_, next) => onChange(next?.id)}
      sx={{ width: { xs: '100%', sm: 300 } }}
      renderInput={(params) => <TextField {...params} label={label} placeholder={allLabel} />}
    />
  );
};

export type FilterValues = { range: AnalyticsRange; channelId?: number; organizerId?: number };

/**
 * The period (spec 9: week, month, quarter, year) and the filters: a channel (an organizer's own, or any
 * for an administrator) and, for administrators, an organizer, which narrows the channels offered.
 */
export const Filters = ({
  s,
  admin,
  values,
  onChange,
  periodText,
  scoped = true,
  ownerId,
}: {
  s: AnalyticsStrings;
  admin: boolean;
  /** False on the platform-wide sections (users, web): no channel or organizer narrows them. */
  scoped?: boolean;
  values: FilterValues;
  onChange: (next: Partial<FilterValues>) => void;
  periodText: string | null;
  /** An administrator in the organizer's console: only their own channels are offered there. */
  ownerId?: number;
}) => {
  const dataProvider = useDataProvider();
  const rangeLabel = useId();
  const owner = values.organizerId ?? ownerId;
  const channels = useQuery({
    queryKey: ['analytics-channels', owner ?? null],
    queryFn: () =>
      dataProvider
        .getList('channels', {
          pagination: { page: 1, perPage: 100 },
          sort: { field: 'title', order: 'ASC' },
          filter: owner ? { userId: owner } : {},
        })
        .then(({ data }) => data.map((c) => ({ id: Number(c.id), label: String(c.title || `#${c.id}`) }))),
    staleTime: 60_000,
  });
  const organizers = useQuery({
    queryKey: ['analytics-organizers'],
    queryFn: () =>
      dataProvider
        .getList('manage-users', {
          pagination: { page: 1, perPage: 100 },
          sort: { field: 'name', order: 'ASC' },
          filter: { role: 'PRODUCER' },
        })
        .then(({ data }) =>
          data.map((u) => ({
            id: Number(u.id),
            label: fullName({ name: u.name, surname: u.surname, email: String(u.email) }),
          })),
        ),
    enabled: admin,
    staleTime: 60_000,
  });

  return (
    <Box
      component="section"
      aria-label={s.FILTERS}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}
    >
      <Box>
        <Typography id={rangeLabel} variant="caption" color="text.secondary" component="p">
          {s.RANGE}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={values.range}
          onChange={(_, next: AnalyticsRange | null) => next && onChange({ range: next })}
          aria-labelledby={rangeLabel}
        >
          {ANALYTICS_RANGES.map((range) => (
            <ToggleButton
              key={range}
              value={range}
              title={s.RANGE_LONG[range]}
              sx={{ textTransform: 'none', px: { xs: 1.25, sm: 2 } }}
            >
              {s.RANGES[range]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {periodText && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {periodText}
          </Typography>
        )}
      </Box>
      {admin && scoped && (
        <Picker
          s={s}
          label={s.ORGANIZER}
          allLabel={s.ALL_ORGANIZERS}
          options={organizers.data ?? []}
          loading={organizers.isPending}
          value={values.organizerId}
          // Another organizer's channel would answer nothing: the channel goes with the organizer.
          onChange={(organizerId) => onChange({ organizerId, channelId: undefined })}
        />
      )}
      {scoped && (
        <Picker
          s={s}
          label={s.CHANNEL}
          allLabel={s.ALL_CHANNELS}
          options={channels.data ?? []}
          loading={channels.isPending}
          value={values.channelId}
          onChange={(channelId) => onChange({ channelId })}
        />
      )}
    </Box>
  );
};
