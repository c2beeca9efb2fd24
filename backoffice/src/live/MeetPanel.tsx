import { Alert, AlertTitle, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocale } from 'react-admin';
import type { MeetRoomView } from '../../../api/src/shared/meets.ts';
import ChatCard from '../chat/ChatCard';
import { fill, useScreenStrings } from '../i18n/lazy';
import { PageLoading } from '../layout/PageLoading';
import type { MeetStrings } from './meet-strings.en';
import { ConfirmStop, Facts, RoomPeople } from './RoomParts';
import { useVideoRoom } from './useVideoRoom';

/** The panel's texts come with it, not with every screen's language chunk. */
const STRINGS = {
  en: () => import('./meet-strings.en'),
  es: () => import('./meet-strings.es'),
  pt: () => import('./meet-strings.pt'),
};

/** How often the panel asks for the room's state and who is in while it is open. */
const POLL_MS = 5_000;

const STATE_COLOR: Record<MeetRoomView['state'], 'default' | 'success' | 'secondary'> = {
  scheduled: 'default',
  open: 'success',
  ended: 'secondary',
};

/**
 * The meeting room step of a meet product (spec 4: "Meet: start and stop; ended state exists"; issue 22):
 * open and end the room, enter it as host, see the places taken (of 70) and who is in now; the lobby
 * chat's moderation below. Without a video provider configured, opening says so and how to configure it.
 */
export const MeetPanel = ({ productId }: { productId: number }) => {
  const strings = useScreenStrings<MeetStrings>(STRINGS);
  return strings ? <MeetScreen productId={productId} s={strings} /> : <PageLoading />;
};

const MeetScreen = ({ productId, s }: { productId: number; s: MeetStrings }) => {
  const locale = useLocale();
  const [confirmStop, setConfirmStop] = useState(false);
  const base = `/products/${productId}/meet`;
  const { room, peers, failed, busy, problem, act, enter } = useVideoRoom<MeetRoomView>(
    { state: `${base}/room`, peers: `${base}/peers`, action: (a) => `${base}/${a}`, join: `${base}/join` },
    { pollMs: POLL_MS, notices: { started: s.STARTED_NOTICE, stopped: s.STOPPED_NOTICE, error: s.ERROR } },
  );

  if (failed && !room) return <Alert severity="error">{s.LOAD_ERROR}</Alert>;
  if (!room) return <PageLoading />;
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale) : '–');

  return (
    <Box sx={{ width: '100%', maxWidth: 760 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {fill(s.HELP, { max: room.maxParticipants })}
      </Typography>
      <Card variant="outlined" component="section" aria-labelledby="meet-room-title">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography id="meet-room-title" variant="h6" component="h2">
              {s.TITLE}
            </Typography>
            <Chip
              label={s.STATE[room.state]}
              color={STATE_COLOR[room.state]}
              size="small"
              data-testid="meet-state"
            />
          </Stack>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {s.STATE_HELP[room.state]}
          </Typography>
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
            {room.state !== 'open' && (
              <Button variant="contained" disabled={busy} onClick={() => void act('start')}>
                {s.START}
              </Button>
            )}
            {room.state === 'open' && (
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
          {room.state === 'open' && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {s.ENTER_HELP}
            </Typography>
          )}
          <Facts>
            <dt>{s.SEATS}</dt>
            <dd data-testid="meet-seats">
              {fill(s.SEATS_VALUE, { taken: room.seatsTaken, max: room.maxParticipants })}
            </dd>
            {room.startedAt && (
              <>
                <dt>{s.STARTED}</dt>
                <dd>{when(room.startedAt)}</dd>
              </>
            )}
            {room.endedAt && room.state === 'ended' && (
              <>
                <dt>{s.ENDED}</dt>
                <dd>{when(room.endedAt)}</dd>
              </>
            )}
          </Facts>
          {room.state === 'open' && (
            <RoomPeople
              id="meet-people"
              peers={peers}
              s={s}
              nameless={(p) => (p.userId ? `#${p.userId}` : p.peerId)}
              when={when}
            />
          )}
        </CardContent>
      </Card>

      <ChatCard productId={productId} />

      <ConfirmStop
        id="meet-stop-title"
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
