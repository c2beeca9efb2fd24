import { Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { AppBar, LoadingIndicator, TitlePortal, useDataProvider, useLocale, useTranslate } from 'react-admin';
import { isLocale } from '../../../api/src/shared/locale.ts';
import type { Area } from '../area';
import type { PlateaDataProvider } from '../dataProvider';
import { LocaleSwitcher } from './LocaleSwitcher';

/** The notifications bell comes in a chunk of its own, with its texts (the first screen's budget). */
const NotificationsBell = lazy(() => import('../notifications/NotificationsBell'));

/** The page title sits in the app bar, so it is the page's h1; the brand yields to it on phones. */
export const ConsoleAppBar = ({ area }: { area: Area }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const locale = useLocale();
  return (
    <AppBar
      toolbar={
        <>
          <Suspense>
            {isLocale(locale) && <NotificationsBell dataProvider={dataProvider} locale={locale} />}
          </Suspense>
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
