import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import type { Area } from '../area';
import { VIOLET } from '../theme';
import { LocaleSwitcher } from './LocaleSwitcher';

/** Platea's own sign-in page for both consoles; links go to the public site (full page loads). */
const LoginPage = ({ area }: { area: Area }) => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    try {
      await login({ email: email.trim(), password });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'ADMIN.LOGIN.FAILED';
      notify(message, { type: 'error' });
      setLoading(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: `linear-gradient(135deg, ${VIOLET} 0%, #2a1b7a 100%)`,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={8}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3 }}>
            <Typography
              component="p"
              sx={{ fontSize: 28, fontWeight: 800, color: VIOLET, letterSpacing: '-0.01em' }}
            >
              Platea
            </Typography>
            <LocaleSwitcher color="primary" />
          </Stack>
          <Typography variant="h5" component="h1">
            {translate('ADMIN.LOGIN.TITLE')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate(area === 'manage' ? 'ADMIN.LOGIN.SUBTITLE_MANAGE' : 'ADMIN.LOGIN.SUBTITLE_ACCOUNT')}
          </Typography>
          {/* Drawn by React with its handler, so it cannot be sent early; were it ever sent by the browser
              itself, it would be a POST to the site's sign-in, never a password in an address. */}
          <Box component="form" method="post" action="/login" onSubmit={submit} noValidate={false}>
            <TextField
              id="login-email"
              name="email"
              type="email"
              label={translate('ADMIN.LOGIN.EMAIL')}
              autoComplete="username"
              autoFocus
              required
              variant="outlined"
              margin="normal"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={loading}
            />
            <TextField
              id="login-password"
              name="password"
              type="password"
              label={translate('ADMIN.LOGIN.PASSWORD')}
              autoComplete="current-password"
              required
              variant="outlined"
              margin="normal"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={loading}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={loading}
              sx={{ mt: 2, mb: 2 }}
              startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {translate('ADMIN.LOGIN.SUBMIT')}
            </Button>
          </Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Link href="/recovery-password">{translate('ADMIN.LOGIN.FORGOT')}</Link>
            <Link href="/">{translate('ADMIN.LOGIN.BACK_TO_SITE')}</Link>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

export const ManageLoginPage = () => <LoginPage area="manage" />;
export const AccountLoginPage = () => <LoginPage area="account" />;
