import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { localeName } from '../i18nProvider';
import { RoleChips } from '../resources/users/RoleChips';
import { UserStatusChip } from '../resources/users/UserStatusChip';
import { fullName, type SessionUser } from '../session';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, mb: 1.5 }}>
      {children}
    </Typography>
  </>
);

/** The organizer's own account, as GET /api/auth/me answers it. */
export const IdentityCard = ({ user }: { user: SessionUser }) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="globalview-identity">
      <CardContent>
        <Typography id="globalview-identity" variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate('ADMIN.GLOBALVIEW.IDENTITY')}
        </Typography>
        <dl style={{ margin: 0 }}>
          <Row label={translate('ADMIN.GLOBALVIEW.NAME')}>{fullName(user)}</Row>
          <Row label={translate('ADMIN.GLOBALVIEW.EMAIL')}>{user.email}</Row>
          <Row label={translate('ADMIN.GLOBALVIEW.STATUS')}>
            <UserStatusChip status={user.status ?? 'approved'} />
          </Row>
          <Row label={translate('ADMIN.GLOBALVIEW.ROLES')}>
            <RoleChips roles={user.roles} />
          </Row>
          <Row label={translate('ADMIN.GLOBALVIEW.LANGUAGE')}>{localeName(user.language ?? 'es')}</Row>
          <Row label={translate('ADMIN.GLOBALVIEW.TIMEZONE')}>{String(user.timezone ?? 'GMT')}</Row>
          <Row label={translate('ADMIN.GLOBALVIEW.PUBLIC_PROFILE')}>
            {translate(user.publicProfile ? 'ra.boolean.true' : 'ra.boolean.false')}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
};
