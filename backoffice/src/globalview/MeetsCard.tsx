import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VideoCameraFrontIcon from '@mui/icons-material/VideoCameraFront';
import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MeetJoin } from '../../../api/src/shared/meets.ts';
import type { PlateaDataProvider } from '../dataProvider';
import { type Dashboard, formatDate } from './api';
import { consoleHref } from './MyProductsCard';
import { StatusChip } from './StatusChip';

// The room states in the chips' colours: live stands out, ended is quiet.
const CHIP_STATUS = { none: 'draft', idle: 'private', live: 'published', ended: 'draft' } as const;

/**
 * The organizer's meets (spec 2 "meet"): the open ones first, then the next to come with their date; each
 * opens its product in the console (its meeting room step opens and ends the room), and an open one is
 * entered from here as host, in a new tab (issue 22).
 */
export const MeetsCard = ({ dashboard }: { dashboard: Dashboard }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const notify = useNotify();
  const [entering, setEntering] = useState<number | null>(null);
  const t = (key: string) => translate(`ADMIN.DASHBOARD.MEETS.${key}`);

  const enter = async (productId: number) => {
    setEntering(productId);
    // The tab is opened by the click itself (a later one would be blocked); the way in is loaded now,
    // not with the first screen (its budget).
    const tab = window.open('', '_blank');
    try {
      const { enterRoomInTab, apiError } = await import('../live/roomTab');
      try {
        await enterRoomInTab(tab, () =>
          dataProvider.send<MeetJoin>('POST', `/products/${productId}/meet/join`),
        );
      } catch (error) {
        notify(apiError(error)?.message ?? t('ENTER_ERROR'), { type: 'error' });
      }
    } catch {
      tab?.close();
      notify(t('ENTER_ERROR'), { type: 'error' });
    } finally {
      setEntering(null);
    }
  };

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
                <ListItem
                  key={m.productId}
                  disablePadding
                  // On a phone the way in goes under the meet rather than squeezing its name.
                  sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, pb: m.open ? 1 : 0 }}
                >
                  {href ? (
                    <ListItemButton
                      component={Link}
                      to={href}
                      sx={{ borderRadius: 1, mx: -1, px: 1, flex: '1 1 16rem', minWidth: 0 }}
                    >
                      {body}
                    </ListItemButton>
                  ) : (
                    body
                  )}
                  {m.open && (
                    <Button
                      variant="contained"
                      size="small"
                      endIcon={<OpenInNewIcon />}
                      disabled={entering === m.productId}
                      aria-label={translate('ADMIN.DASHBOARD.MEETS.ENTER_LABEL', { title: m.title })}
                      onClick={() => void enter(m.productId)}
                      sx={{ ml: 'auto', flexShrink: 0 }}
                    >
                      {t('ENTER')}
                    </Button>
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
