import {
  Autocomplete,
  Box,
  FormHelperText,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import {
  ANALYTICS_RANGES,
  type AnalyticsRange,
  MAX_RANGE_DAYS,
  RANGE_DAYS,
} from '../../../api/src/shared/analytics.ts';
import { fullName } from '../session';
import type { AnalyticsStrings } from './analytics-strings.en';

type Option = { id: number; label: string };

/** How many options a picker asks for at a time. */
const PAGE = 25;

/** Today's calendar day in Madrid (the API's days), YYYY-MM-DD. */
export const madridToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** A calendar day moved by n days (plain calendar arithmetic, no time zone). */
export const shiftDay = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A value typed after a pause: what the server is asked once the typing stops. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A picker over a list too long to load whole (thousands of channels or organizers): the server is asked
 * for what matches the text typed, 300 ms after the last keystroke, PAGE at a time; the one chosen is
 * read on its own (a reload keeps only its id) and stays shown.
 */
const Picker = ({
  s,
  name,
  label,
  allLabel,
  value,
  onChange,
  search,
  one,
  scope,
}: {
  s: AnalyticsStrings;
  name: string;
  label: string;
  allLabel: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  search: (q: string) => Promise<Option[]>;
  one: (id: number) => Promise<Option>;
  /** What narrows the list besides the text (the organizer, for the channels). */
  scope?: unknown;
}) => {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const q = useSettled(text.trim(), 300);
  const found = useQuery({
    queryKey: ['analytics-picker', name, scope ?? null, q],
    queryFn: () => search(q),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const chosen = useQuery({
    queryKey: ['analytics-picker', name, 'one', value],
    queryFn: () => one(value as number),
    enabled: value !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const selected = value !== undefined ? (chosen.data ?? null) : null;
  const options = found.data ?? [];
  return (
    <Autocomplete
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setText('');
      }}
      // The chosen one is offered too, so it stays shown whatever the list answers.
      options={selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
      // The server filters: every option it answers is shown.
      filterOptions={(x) => x}
      value={selected}
      loading={found.isFetching || (value !== undefined && chosen.isPending)}
      loadingText={s.LOADING_OPTIONS}
      noOptionsText={s.NO_OPTIONS}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionKey={(o) => o.id}
      onInputChange={(_, input, reason) => {
        if (reason === 'input') setText(input);
        if (reason === 'clear') setText('');
      }}
      onChange={(_, next) => onChange(next?.id)}
      sx={{ width: { xs: '100%', sm: 300 } }}
      renderInput={(params) => <TextField {...params} label={label} placeholder={allLabel} />}
    />
  );
};

/** The period: a preset range, or custom from/to days (Madrid). */
export type FilterValues = {
  range: AnalyticsRange | 'custom';
  from?: string;
  to?: string;
  channelId?: number;
  organizerId?: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The custom period's two days. Each is sent once it is a whole day and the typing has paused (a year is
 * typed digit by digit), within min/max so the usual mistakes cannot be made; what the server still
 * refuses (its 400, in the user's language) is said under them.
 */
const CustomPeriod = ({
  s,
  from,
  to,
  refusal,
  onChange,
}: {
  s: AnalyticsStrings;
  from: string;
  to: string;
  refusal: string | null;
  onChange: (next: { from: string; to: string }) => void;
}) => {
  const errorId = useId();
  const [draft, setDraft] = useState({ from, to });
  // The address changed elsewhere (back, a preset and back): the fields follow it.
  useEffect(() => setDraft({ from, to }), [from, to]);
  const settled = useSettled(draft, 600);
  useEffect(() => {
    if (!DAY.test(settled.from) || !DAY.test(settled.to)) return;
    if (settled.from !== from || settled.to !== to) onChange(settled);
  }, [settled, from, to, onChange]);

  const today = madridToday();
  const toDay = DAY.test(draft.to) ? draft.to : today;
  const fromDay = DAY.test(draft.from) ? draft.from : undefined;
  const field = (key: 'from' | 'to', label: string, min: string | undefined, max: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={draft[key]}
      onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
      error={refusal !== null}
      sx={{ width: { xs: 'calc(50% - 4px)', sm: 170 } }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min, max, 'aria-describedby': refusal ? errorId : undefined },
      }}
    />
  );
  return (
    <Box sx={{ mt: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {field('from', s.FROM, shiftDay(toDay, -(MAX_RANGE_DAYS - 1)), toDay)}
        {field(
          'to',
          s.TO,
          fromDay,
          fromDay && shiftDay(fromDay, MAX_RANGE_DAYS - 1) < today
            ? shiftDay(fromDay, MAX_RANGE_DAYS - 1)
            : today,
        )}
      </Box>
      {refusal && (
        <FormHelperText id={errorId} error role="alert" sx={{ maxWidth: 348 }}>
          {refusal}
        </FormHelperText>
      )}
    </Box>
  );
};

/**
 * The period (spec 9: week, month, quarter, year, or custom days) and the filters: a channel (an
 * organizer's own, or any for an administrator) and, for administrators, an organizer, which narrows the
 * channels offered.
 */
export const Filters = ({
  s,
  admin,
  values,
  onChange,
  period,
  periodText,
  refusal,
  scoped = true,
  ownerId,
}: {
  s: AnalyticsStrings;
  admin: boolean;
  /** False on the platform-wide sections (users, web): no channel or organizer narrows them. */
  scoped?: boolean;
  values: FilterValues;
  onChange: (next: Partial<FilterValues>) => void;
  /** The days the last answer covers, to start a custom period from. */
  period: { from: string; to: string } | undefined;
  periodText: string | null;
  /** The server's reason for refusing the custom days, in the user's language. */
  refusal: string | null;
  /** An administrator in the organizer's console: only their own channels are offered there. */
  ownerId?: number;
}) => {
  const dataProvider = useDataProvider();
  const rangeLabel = useId();
  const owner = values.organizerId ?? ownerId;
  const custom = values.range === 'custom';

  const channel = (c: { id: unknown; title?: unknown }) => ({
    id: Number(c.id),
    label: String(c.title || `#${c.id}`),
  });
  const organizer = (u: { id: unknown; name?: unknown; surname?: unknown; email?: unknown }) => ({
    id: Number(u.id),
    label: fullName({ name: u.name as string, surname: u.surname as string, email: String(u.email) }),
  });

  const startCustom = () => {
    const today = madridToday();
    const from =
      period?.from ?? shiftDay(today, -(RANGE_DAYS[values.range === 'custom' ? 'month' : values.range] - 1));
    onChange({ range: 'custom', from, to: period?.to ?? today });
  };

  return (
    <Box
      component="section"
      aria-label={s.FILTERS}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
    >
      <Box sx={{ maxWidth: '100%' }}>
        <Typography id={rangeLabel} variant="caption" color="text.secondary" component="p">
          {s.RANGE}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={values.range}
          onChange={(_, next: AnalyticsRange | 'custom' | null) => {
            if (next === 'custom') startCustom();
            else if (next) onChange({ range: next });
          }}
          aria-labelledby={rangeLabel}
          sx={{ flexWrap: 'wrap' }}
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
          <ToggleButton
            value="custom"
            title={s.RANGE_LONG.custom}
            sx={{ textTransform: 'none', px: { xs: 1.25, sm: 2 } }}
          >
            {s.RANGES.custom}
          </ToggleButton>
        </ToggleButtonGroup>
        {custom && (
          <CustomPeriod
            s={s}
            from={values.from ?? period?.from ?? ''}
            to={values.to ?? period?.to ?? ''}
            refusal={refusal}
            onChange={({ from, to }) => onChange({ range: 'custom', from, to })}
          />
        )}
        {periodText && !refusal && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {periodText}
          </Typography>
        )}
      </Box>
      {admin && scoped && (
        <Picker
          s={s}
          name="organizers"
          label={s.ORGANIZER}
          allLabel={s.ALL_ORGANIZERS}
          value={values.organizerId}
          // Another organizer's channel would answer nothing: the channel goes with the organizer.
          onChange={(organizerId) => onChange({ organizerId, channelId: undefined })}
          search={(q) =>
            dataProvider
              .getList('manage-users', {
                pagination: { page: 1, perPage: PAGE },
                sort: { field: 'name', order: 'ASC' },
                filter: { role: 'PRODUCER', ...(q ? { q } : {}) },
              })
              .then(({ data }) => data.map(organizer))
          }
          one={(id) => dataProvider.getOne('manage-users', { id }).then(({ data }) => organizer(data))}
        />
      )}
      {scoped && (
        <Picker
          s={s}
          name="channels"
          label={s.CHANNEL}
          allLabel={s.ALL_CHANNELS}
          value={values.channelId}
          scope={owner}
          onChange={(channelId) => onChange({ channelId })}
          search={(q) =>
            dataProvider
              .getList('channels', {
                pagination: { page: 1, perPage: PAGE },
                sort: { field: 'title', order: 'ASC' },
                filter: { ...(owner ? { userId: owner } : {}), ...(q ? { q } : {}) },
              })
              .then(({ data }) => data.map(channel))
          }
          one={(id) => dataProvider.getOne('channels', { id }).then(({ data }) => channel(data))}
        />
      )}
    </Box>
  );
};
