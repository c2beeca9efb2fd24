import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Dashboard } from './api';
import { formatDate } from './api';

type CountKey = keyof Dashboard['counts'];

/** Where each count is listed: in this app (react-router paths under /account) or on this page. */
function tiles(dashboard: Dashboard): { key: CountKey; to: string; icon: ReactElement; anchor?: boolean }[] {
  // The lists that filter by date open from the period's first day, so they show what was counted.
  const from = encodeURIComponent(JSON.stringify({ from: dashboard.since.slice(0, 10) }));
  return [
    { key: 'newChannels', to: '/channels', icon: <LiveTvIcon /> },
    // There is no products list in this console yet: the table further down this page is it.
    { key: 'newProducts', to: '#globalview-products', icon: <NewReleasesIcon />, anchor: true },
    { key: 'ticketsSold', to: `/sales?filter=${from}`, icon: <ConfirmationNumberIcon /> },
    {
      key: 'codes',
      to: `/salescode?filter=${encodeURIComponent(JSON.stringify({ kind: 'code', from: dashboard.since.slice(0, 10) }))}`,
      icon: <LocalOfferIcon />,
    },
    { key: 'opportunities', to: `/salesopportunity?filter=${from}`, icon: <ShoppingCartCheckoutIcon /> },
  ];
}

/** The five counts of spec 2's global view, each a link to its list. */
export const CountsCard = ({ dashboard }: { dashboard: Dashboard }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box component="section" aria-labelledby="globalview-activity">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, mb: 1 }}>
        <Typography id="globalview-activity" variant="h6" component="h2">
          {translate('ADMIN.DASHBOARD.ACTIVITY')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('ADMIN.DASHBOARD.PERIOD', {
            days: dashboard.days,
            date: formatDate(dashboard.since, locale, { utc: true }),
          })}
        </Typography>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        {tiles(dashboard).map((tile) => {
          const content = (
            <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, height: '100%' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography component="span" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1 }}>
                  {dashboard.counts[tile.key]}
                </Typography>
                <Box component="span" aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
                  {tile.icon}
                </Box>
              </Box>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {translate(`ADMIN.DASHBOARD.COUNTS.${tile.key}`)}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {translate(`ADMIN.DASHBOARD.COUNTS_HELP.${tile.key}`)}
              </Typography>
            </Box>
          );
          return (
            <li key={tile.key} data-count={tile.key}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                {tile.anchor ? (
                  <CardActionArea component="a" href={tile.to} sx={{ height: '100%' }}>
                    {content}
                  </CardActionArea>
                ) : (
                  <CardActionArea component={Link} to={tile.to} sx={{ height: '100%' }}>
                    {content}
                  </CardActionArea>
                )}
              </Card>
            </li>
          );
        })}
      </Box>
    </Box>
  );
};
