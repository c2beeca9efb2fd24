import { Box, MenuItem, TextField } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useGetMany, useListContext, useTranslate } from 'react-admin';
import { channelTitle } from '../../media/format';

export const TYPES = [
  'vod',
  'live',
  'broadcast',
  'podcast',
  'course',
  'master',
  'post',
  'meet',
  'datasheet',
  'physical',
  'product',
];
const STATUSES = ['draft', 'published', 'private'];

// The channel's autocomplete (MUI's Autocomplete and its list) arrives when the field is first used.
const ChannelAutocomplete = lazy(() => import('./ChannelAutocomplete'));

type Filters = Record<string, unknown>;

/** The filters without the given key when `value` is empty, with it set otherwise. */
const withFilter = (filters: Filters, key: string, value: unknown): Filters => {
  const { [key]: _, ...rest } = filters;
  return value === '' || value == null ? rest : { ...rest, [key]: value };
};

/** The search box: the list asks the server 500 ms after the last keystroke (as react-admin's filters). */
const SearchFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const current = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(current);
  // "Clear the filters" (or the address) changes q from outside: the box follows.
  useEffect(() => setText(current), [current]);
  // The query goes with the other filters as they are when it leaves (one may change meanwhile).
  const list = useRef({ filterValues, setFilters });
  list.current = { filterValues, setFilters };
  useEffect(() => {
    if (text === current) return;
    const timer = setTimeout(() => {
      const { filterValues: now, setFilters: set } = list.current;
      set(withFilter(now, 'q', text));
    }, 500);
    return () => clearTimeout(timer);
  }, [text, current]);
  const label = translate('ra.action.search');
  return (
    <TextField
      value={text}
      onChange={(e) => setText(e.target.value)}
      hiddenLabel
      placeholder={label}
      type="search"
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );
};

const ChoiceFilter = ({ source, choices, prefix }: { source: string; choices: string[]; prefix: string }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const value = typeof filterValues[source] === 'string' ? filterValues[source] : '';
  return (
    <TextField
      select
      label={translate(`resources.products.fields.${source}`)}
      value={value}
      onChange={(e) => setFilters(withFilter(filterValues, source, e.target.value))}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">&nbsp;</MenuItem>
      {choices.map((id) => (
        <MenuItem key={id} value={id}>
          {translate(`${prefix}.${id}`, { _: id })}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * The channel filter: a field showing the chosen channel's title, which becomes the searching
 * autocomplete (loaded then) once the field is focused.
 */
const ChannelFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [active, setActive] = useState(false);
  const id = filterValues.channelId as string | number | undefined;
  const { data } = useGetMany('channels', { ids: id == null ? [] : [id] }, { enabled: id != null });
  const selected = id == null ? null : (data?.find((c) => String(c.id) === String(id)) ?? null);
  const label = translate('resources.products.fields.channelId');
  const field = (
    <TextField
      label={label}
      value={channelTitle(selected) ?? ''}
      onFocus={() => setActive(true)}
      slotProps={{ htmlInput: { readOnly: true } }}
      sx={{ minWidth: 200 }}
    />
  );
  if (!active) return field;
  return (
    <Suspense fallback={field}>
      <ChannelAutocomplete
        label={label}
        selected={selected}
        onChange={(channelId) => setFilters(withFilter(filterValues, 'channelId', channelId))}
      />
    </Suspense>
  );
};

/**
 * /manage/products' filters, always on: search, type, status and channel. Plain MUI fields bound to the
 * list's filters, where react-admin's filter form would bring its form library to the first screen.
 */
export const ProductFilters = () => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
    <SearchFilter />
    <ChoiceFilter source="type" choices={TYPES} prefix="ADMIN.MEDIA.TYPE" />
    <ChoiceFilter source="status" choices={STATUSES} prefix="ADMIN.MEDIA.STATUS" />
    <ChannelFilter />
  </Box>
);
