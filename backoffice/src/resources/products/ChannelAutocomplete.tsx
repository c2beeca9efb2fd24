import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { type RaRecord, useGetList, useTranslate } from 'react-admin';
import { channelTitle } from '../../media/format';

type Channel = RaRecord & { title: string };

/**
 * The products' channel filter once focused: the channels whose title matches what is typed (asked of
 * the server 300 ms after the last keystroke, 25 at a time, as react-admin's reference autocomplete).
 */
const ChannelAutocomplete = ({
  label,
  selected,
  onChange,
}: {
  label: string;
  selected: RaRecord | null;
  onChange: (channelId: RaRecord['id'] | undefined) => void;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const { data = [], isPending } = useGetList<Channel>('channels', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'id', order: 'DESC' },
    filter: q ? { q } : {},
  });
  const value = (selected as Channel | null) ?? null;
  return (
    <Autocomplete<Channel>
      options={value && !data.some((c) => c.id === value.id) ? [value, ...data] : data}
      value={value}
      getOptionLabel={(c) => channelTitle(c) ?? ''}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      // The server filters: every option it answers is shown.
      filterOptions={(options) => options}
      onInputChange={(_e, input, reason) => {
        if (reason === 'input') setText(input);
        if (reason === 'clear') setText('');
      }}
      onChange={(_e, channel) => onChange(channel?.id)}
      loading={isPending}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('ra.navigation.no_results', {
        name: translate('resources.channels.forcedCaseName', {
          smart_count: 2,
          _: translate('resources.channels.name', { smart_count: 2 }),
        }),
      })}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      openOnFocus
      renderInput={(params) => <TextField {...params} label={label} autoFocus />}
      sx={{ minWidth: 200 }}
    />
  );
};

export default ChannelAutocomplete;
