import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { type ChannelStatus, STATUS_COLORS } from './channelStatus';

export const ChannelStatusChip = (_props: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const status = record?.status as ChannelStatus | undefined;
  if (!status) return null;
  const colors = STATUS_COLORS[status] ?? STATUS_COLORS.draft;
  return (
    <Chip
      size="small"
      label={translate(`ADMIN.CHANNELS.STATUS.${status}`, { _: status })}
      sx={{ bgcolor: colors.bg, color: colors.fg, fontWeight: 600, alignSelf: 'flex-start' }}
    />
  );
};
