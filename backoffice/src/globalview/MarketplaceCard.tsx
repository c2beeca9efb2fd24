import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  Box,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Link as MuiLink,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Dashboard } from './api';

/** The marketplace link (spec 2): each channel's marketplace profile (spec 3 channel field). */
export const MarketplaceCard = ({ dashboard }: { dashboard: Dashboard }) => {
  const translate = useTranslate();
  const t = (key: string, opts?: object) => translate(`ADMIN.DASHBOARD.MARKETPLACE.${key}`, opts);
  const listed = dashboard.channels.filter((c) => c.marketplaceUrl);
  const first = dashboard.channels[0];
  return (
    <Card component="section" aria-labelledby="globalview-marketplace">
      <CardContent>
        <Typography id="globalview-marketplace" variant="h6" component="h2">
          {t('TITLE')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('TEXT')}
        </Typography>
        {listed.length > 0 ? (
          <List disablePadding dense>
            {listed.map((c) => (
              <ListItem key={c.id} disablePadding>
                <ListItemButton
                  component="a"
                  href={c.marketplaceUrl ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('OPEN', { title: c.title })}
                  sx={{ borderRadius: 1, mx: -1, px: 1 }}
                >
                  <ListItemIcon sx={{ color: 'primary.main', minWidth: 36 }}>
                    <StorefrontIcon />
                  </ListItemIcon>
                  <ListItemText primary={c.title} />
                  <OpenInNewIcon fontSize="small" color="action" aria-hidden />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Box>
            <Typography variant="body2">{first ? t('NONE') : t('NO_CHANNEL')}</Typography>
            {first && (
              <MuiLink component={Link} to={`/channels/${first.id}`} variant="body2">
                {t('ADD', { title: first.title })}
              </MuiLink>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
