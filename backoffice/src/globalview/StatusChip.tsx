import { Chip } from '@mui/material';
import { type ChannelStatus, STATUS_COLORS } from '../resources/channels/channelStatus';

/** A channel's or product's state, in the channel chips' colours (product states are a subset). */
export const StatusChip = ({ status, label }: { status: string; label: string }) => {
  const colors = STATUS_COLORS[status as ChannelStatus] ?? STATUS_COLORS.draft;
  return (
    <Chip
      size="small"
      label={label}
      sx={{ bgcolor: colors.bg, color: colors.fg, fontWeight: 600, maxWidth: '100%' }}
    />
  );
};
