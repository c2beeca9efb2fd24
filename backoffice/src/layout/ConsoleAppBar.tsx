import { Typography } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import type { Area } from '../area';
import { LocaleSwitcher } from './LocaleSwitcher';

/** The page title sits in the app bar, so it is the page's h1; the brand yields to it on phones. */
export const ConsoleAppBar = ({ area }: { area: Area }) => {
  const translate = useTranslate();
  return (
    <AppBar
      toolbar={
        <>
          <LocaleSwitcher compact />
          <LoadingIndicator />
        </>
      }
    >
      <Typography
        component="span"
        sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 700, letterSpacing: '0.02em', mr: 2 }}
        title={translate(area === 'manage' ? 'ADMIN.APP.MANAGE' : 'ADMIN.APP.ACCOUNT')}
      >
        Platea
      </Typography>
      {/* react-admin wraps the title in an inline-block: made inline, a long title ends in "…" on a phone. */}
      <TitlePortal
        component="h1"
        variant="body1"
        sx={{ fontSize: '1.05rem', '& .RaConfigurable-root': { display: 'inline' } }}
      />
    </AppBar>
  );
};
