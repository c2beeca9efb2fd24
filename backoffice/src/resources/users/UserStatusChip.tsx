import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { STATUS_COLORS, type UserStatus } from './userStatus';

export const UserStatusChip = ({ status: statusProp }: { status?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const status = (statusProp ?? record?.status) as UserStatus | undefined;
  if (!status) return null;
  const colors = STATUS_COLORS[status] ?? STATUS_COLORS.deleted;
  return (
    <Chip
      size="small"
      label={translate(`ADMIN.USERS.STATUS.${status}`, { _: status })}
      sx={{ bgcolor: colors.bg, color: colors.fg, fontWeight: 600, alignSelf: 'flex-start' }}
    />
  );
};
