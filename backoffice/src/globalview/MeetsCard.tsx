import VideoCameraFrontIcon from '@mui/icons-material/VideoCameraFront';
import {
  Box,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type Dashboard, formatDate } from './api';
import { consoleHref } from './MyProductsCard';
import { StatusChip } from './StatusChip';

// The room states in the chips' colours: live stands out, ended is quiet.
const CHIP_STATUS = { none: 'draft', idle: 'private', live: 'published', ended: 'draft' } as const;

/**
 * The organizer's meets (spec 2 "meet"): the open ones first, then the next to come with their date; each
 * opens its product in the console, whose meeting room step enters it as host (issue 22).
 */
export const MeetsCard = ({ dashboard }: { dashboard: Dashboard }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string) => translate(`ADMIN.DASHBOARD.MEETS.${key}`);
  return (
    <Card component="section" aria-labelledby="globalview-meets">
      <CardContent>
        <Typography id="globalview-meets" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('TITLE')}
        </Typography>
        {dashboard.meets.length === 0 ? (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', color: 'text.secondary' }}>
            <VideoCameraFrontIcon aria-hidden />
            <Typography variant="body2">{t('EMPTY')}</Typography>
          </Box>
        ) : (
          <List disablePadding dense>
            {dashboard.meets.map((m) => {
              const state = m.room?.status ?? 'none';
              const href = consoleHref({ type: 'meet', slug: m.slug, channel: m.channel });
              const secondary = [
                m.channel.title,
                m.room?.status !== 'live' && m.nextSession
                  ? translate('ADMIN.DASHBOARD.MEETS.NEXT', {
                      date: formatDate(m.nextSession, locale, { time: true }),
                    })
                  : m.room?.startedAt && formatDate(m.room.startedAt, locale, { time: true }),
              ]
                .filter(Boolean)
                .join(' · ');
              const body = (
                <>
                  <ListItemIcon sx={{ color: 'primary.main', minWidth: 36 }}>
                    <VideoCameraFrontIcon />
                  </ListItemIcon>
                  <ListItemText primary={m.title} secondary={secondary} />
                  <Box sx={{ ml: 1, flexShrink: 0 }}>
                    <StatusChip status={CHIP_STATUS[state]} label={t(`STATUS.${state}`)} />
                  </Box>
                </>
              );
              return (
                <ListItem key={m.productId} disablePadding>
                  {href ? (
                    <ListItemButton component={Link} to={href} sx={{ borderRadius: 1, mx: -1, px: 1 }}>
                      {body}
                    </ListItemButton>
                  ) : (
                    body
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
