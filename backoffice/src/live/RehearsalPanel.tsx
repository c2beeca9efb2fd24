import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocale } from 'react-admin';
import type { Rehearsal } from '../../../api/src/shared/rehearsal.ts';
import { fill, useScreenStrings } from '../i18n/lazy';
import { PageLoading } from '../layout/PageLoading';
import { intlLocale, money } from '../resources/sales/money';
import { CopyField } from './CopyField';
import { ConfirmStop, Facts, RoomPeople } from './RoomParts';
import type { RehearsalStrings } from './rehearsal-strings.en';
import { useVideoRoom } from './useVideoRoom';

/** The card's texts come with it, not with every screen's language chunk. */
const STRINGS = {
  en: () => import('./rehearsal-strings.en'),
  es: () => import('./rehearsal-strings.es'),
  pt: () => import('./rehearsal-strings.pt'),
};

/** How often the card asks for the room and who is in while it is open (closed, it waits). */
const POLL_MS = 5_000;

/**
 * The rehearsal room step of every product (spec 9: "Rehearsal room: 1 hour free if broadcasting, else 5
 * euro per hour"; issue 22): a private video room for the organizer's team. Its price in words, the free
 * minutes left, the minutes used and their cost, its past rehearsals; open it, enter as host (a new tab),
 * hand the team its link, see who is in, close it (confirmed: its minutes are billed then).
 */
export const RehearsalPanel = ({ productId }: { productId: number }) => {
  const strings = useScreenStrings<RehearsalStrings>(STRINGS);
  return strings ? <RehearsalScreen productId={productId} s={strings} /> : <PageLoading />;
};

const RehearsalScreen = ({ productId, s }: { productId: number; s: RehearsalStrings }) => {
  const locale = useLocale();
  const [confirmStop, setConfirmStop] = useState(false);
  const base = `/products/${productId}/rehearsal`;
  const { room, peers, failed, busy, problem, act, enter } = useVideoRoom<Rehearsal>(
    { state: base, peers: `${base}/peers`, action: (a) => `${base}/${a}`, join: `${base}/join` },
    {
      pollMs: POLL_MS,
      // Asked again only while it is open (its minutes are counting); closed, it changes only by a click.
      polling: (now) => now?.state === 'open',
      notices: { started: s.STARTED_NOTICE, stopped: s.STOPPED_NOTICE, error: s.ERROR },
    },
  );

  if (failed && !room) return <Alert severity="error">{s.LOAD_ERROR}</Alert>;
  if (!room) return <PageLoading />;
  const lang = intlLocale(locale);
  const euros = (cents: number) => money(cents, 'EUR', locale);
  const dateTime = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const open = room.state === 'open';
  const { pricing } = room;
  const price = euros(pricing.centsPerHour);

  return (
    <Box sx={{ width: '100%', maxWidth: 760 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {fill(s.HELP, { max: room.maxParticipants })}
      </Typography>
      <Card variant="outlined" component="section" aria-labelledby="rehearsal-title">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography id="rehearsal-title" variant="h6" component="h2">
              {s.TITLE}
            </Typography>
            <Chip
              label={s.STATE[room.state]}
              color={open ? 'success' : 'default'}
              size="small"
              data-testid="rehearsal-state"
            />
          </Stack>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {s.STATE_HELP[room.state]}
          </Typography>
          <Alert severity="info" icon={false} sx={{ mb: 2 }} data-testid="rehearsal-price">
            <AlertTitle>{s.PRICE_TITLE}</AlertTitle>
            {pricing.freeMinutes > 0
              ? fill(s.PRICE_BROADCAST, { free: pricing.freeMinutes, price })
              : fill(s.PRICE_OTHER, { price })}
          </Alert>
          {problem && (
            <Alert
              severity={problem.code === 'MEET_NOT_CONFIGURED' ? 'warning' : 'error'}
              sx={{ mb: 2 }}
              role="alert"
            >
              {problem.code === 'MEET_NOT_CONFIGURED' && <AlertTitle>{s.NOT_CONFIGURED_TITLE}</AlertTitle>}
              {problem.message}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {!open && (
              <Button variant="contained" disabled={busy} onClick={() => void act('start')}>
                {s.START}
              </Button>
            )}
            {open && (
              <>
                <Button variant="contained" disabled={busy} onClick={() => void enter()}>
                  {s.ENTER}
                </Button>
                <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmStop(true)}>
                  {s.STOP}
                </Button>
              </>
            )}
          </Stack>
          {open && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {s.ENTER_HELP}
            </Typography>
          )}
          {open && (
            <Box sx={{ mt: 3 }}>
              {room.teamUrl ? (
                <CopyField
                  label={s.TEAM_LINK}
                  value={room.teamUrl}
                  copyLabel={s.TEAM_LINK_COPY}
                  helperText={s.TEAM_LINK_HELP}
                  s={s}
                />
              ) : (
                <Alert severity="warning">{s.TEAM_LINK_MISSING}</Alert>
              )}
            </Box>
          )}
          <Facts>
            {open && room.startedAt && (
              <>
                <dt>{s.OPENED}</dt>
                <dd>{dateTime.format(new Date(room.startedAt))}</dd>
              </>
            )}
            <dt>{s.FREE_LEFT}</dt>
            <dd data-testid="rehearsal-free-left">
              {pricing.freeMinutes > 0
                ? fill(s.FREE_LEFT_VALUE, { left: pricing.freeMinutesLeft, free: pricing.freeMinutes })
                : s.FREE_NONE}
            </dd>
            <dt>{s.USED}</dt>
            <dd data-testid="rehearsal-used">{fill(s.MINUTES, { n: room.usedMinutes })}</dd>
            <dt>{s.COST}</dt>
            <dd data-testid="rehearsal-cost">{euros(room.chargedCents)}</dd>
          </Facts>
          {open && (
            <RoomPeople
              id="rehearsal-people"
              peers={peers}
              s={s}
              nameless={() => s.PEOPLE_GUEST}
              when={(iso) => dateTime.format(new Date(iso))}
            />
          )}
          <Box component="section" aria-labelledby="rehearsal-history-title" sx={{ mt: 3 }}>
            <Typography id="rehearsal-history-title" variant="subtitle1" component="h3">
              {s.HISTORY}
            </Typography>
            {room.history.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {s.HISTORY_NONE}
              </Typography>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-labelledby="rehearsal-history-title" data-testid="rehearsal-history">
                  <TableHead>
                    <TableRow>
                      <TableCell>{s.HISTORY_WHEN}</TableCell>
                      <TableCell align="right">{s.HISTORY_MINUTES}</TableCell>
                      <TableCell align="right">{s.HISTORY_COST}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {room.history.map((h) => (
                      <TableRow key={h.startedAt}>
                        <TableCell>
                          {dateTime.formatRange(new Date(h.startedAt), new Date(h.endedAt))}
                        </TableCell>
                        <TableCell align="right">{fill(s.MINUTES, { n: h.minutes })}</TableCell>
                        <TableCell align="right">{euros(h.chargeCents)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </Box>
        </CardContent>
      </Card>

      <ConfirmStop
        id="rehearsal-stop-title"
        open={confirmStop}
        onCancel={() => setConfirmStop(false)}
        onConfirm={() => {
          setConfirmStop(false);
          void act('stop');
        }}
        s={s}
      />
    </Box>
  );
};
