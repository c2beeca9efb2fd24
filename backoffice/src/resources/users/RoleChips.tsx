import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export const RoleChips = ({ roles: rolesProp }: { roles?: string[]; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const roles: string[] = rolesProp ?? record?.roles ?? [];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <Chip
          key={role}
          size="small"
          variant={role === 'USER' ? 'outlined' : 'filled'}
          color={role === 'ADMIN' ? 'primary' : 'default'}
          label={translate(`ADMIN.USERS.ROLES.${role}`, { _: role })}
        />
      ))}
    </Stack>
  );
};
