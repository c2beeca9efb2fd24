import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import type { Area } from '../area';
import { LocaleSwitcher } from './LocaleSwitcher';

/**
 * Shown instead of a console to a signed-in user without its role (spec 6): producers reach /account and
 * are refused /manage; viewers are refused both. The links are plain anchors: the other console and the
 * site are other apps, reached by a full page load.
 */
export const AreaRefused = ({ area, roles }: { area: Area; roles: string[] }) => {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const email = (identity?.email as string | undefined) ?? identity?.fullName ?? '';
  const isManage = area === 'manage';
  const canUseAccount = roles.includes('PRODUCER');

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ maxWidth: 520, width: '100%' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
            <LockIcon color="primary" fontSize="large" aria-hidden />
            <LocaleSwitcher color="primary" />
          </Stack>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(isManage ? 'ADMIN.ACCESS.MANAGE_TITLE' : 'ADMIN.ACCESS.ACCOUNT_TITLE')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate(isManage ? 'ADMIN.ACCESS.MANAGE_TEXT' : 'ADMIN.ACCESS.ACCOUNT_TEXT', { email })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {isManage && canUseAccount && (
              <Button variant="contained" href="/account/globalview">
                {translate('ADMIN.ACCESS.GO_ACCOUNT')}
              </Button>
            )}
            {!isManage && (
              <Button variant="contained" href="/account/my-data">
                {translate('ADMIN.ACCESS.GO_MY_DATA')}
              </Button>
            )}
            <Button variant="outlined" href="/">
              {translate('ADMIN.ACCESS.GO_SITE')}
            </Button>
            <Button variant="text" onClick={() => logout()}>
              {translate('ADMIN.ACCESS.SIGN_OUT')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
