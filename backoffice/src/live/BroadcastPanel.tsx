import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useDataProvider, useLocale, useNotify } from 'react-admin';
import type { BroadcastAnswer, BroadcastStartAnswer, BroadcastState } from '../../../api/src/shared/live.ts';
import ChatCard from '../chat/ChatCard';
import type { PlateaDataProvider } from '../dataProvider';
import { fill, useScreenStrings } from '../i18n/lazy';
import { PageLoading } from '../layout/PageLoading';
import { AudienceSwitch } from './AudienceSwitch';
import { CopyField } from './CopyField';
import { DestinationsCard } from './DestinationsCard';
import { LivePreview } from './LivePreview';
import { RecordingCard } from './RecordingCard';
import { ConfirmStop } from './RoomParts';
import type { Strings } from './strings.en';
import { usePoll } from './usePoll';

/** The panel's texts come with it, not with every screen's language chunk. */
const STRINGS = {
  en: () => import('./strings.en'),
  es: () => import('./strings.es'),
  pt: () => import('./strings.pt'),
};

/** How often the panel asks for the broadcast's state while it is open. */
const POLL_MS = 3_000;
/** Spec 9, the live plan: 1.5 hours included, then each started extra hour at 0.45 €. */
const INCLUDED_MINUTES = 90;
const EXTRA_HOUR_CENTS = 45;

// The theme's warning orange is under 4.5:1 behind a chip's white text (axe): reconnecting is deep violet,
// like a destination that is retrying.
const STATE_COLOR: Record<BroadcastState, 'default' | 'error' | 'secondary' | 'success'> = {
  idle: 'default',
  live: 'error',
  reconnecting: 'secondary',
  ended: 'success',
};

/** The extra cost of the minutes used beyond the plan's included time, in cents. */
export const extraCostCents = (minutes: number) =>
  Math.max(0, Math.ceil((minutes - INCLUDED_MINUTES) / 60)) * EXTRA_HOUR_CENTS;

/**
 * The broadcast step of a broadcast product (spec 4: "start (generates broadcast keys) and stop"): the
 * server URL and stream key for OBS (copy, reveal, regenerate), the live state and the incoming stream,
 * viewers now and the minutes used with their cost; while live, a muted preview of what viewers see; the
 * chat's moderation, the simulcast destinations and the recording. The key is shown when it is made: only its hash is kept, so a
 * lost key is regenerated (which stops the old one at once).
 */
export const BroadcastPanel = ({ productId }: { productId: number }) => {
  const strings = useScreenStrings<Strings>(STRINGS);
  return strings ? <BroadcastScreen productId={productId} s={strings} /> : <PageLoading />;
};

const BroadcastScreen = ({ productId, s }: { productId: number; s: Strings }) => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const locale = useLocale();
  const notify = useNotify();
  const [broadcast, setBroadcast] = useState<BroadcastAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [keys, setKeys] = useState<BroadcastStartAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmStop, setConfirmStop] = useState(false);

  const load = useCallback(async () => {
    try {
      setBroadcast(await dataProvider.send<BroadcastAnswer>('GET', `/products/${productId}/broadcast`));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [dataProvider, productId]);

  usePoll(load, POLL_MS);

  const start = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.send<BroadcastStartAnswer>(
        'POST',
        `/products/${productId}/broadcast/start`,
      );
      setKeys(answer);
      notify(s.KEY_MADE, { type: 'success' });
      await load();
    } catch (error) {
      notify(error instanceof Error ? error.message : s.ERROR, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const stop = async () => {
    setConfirmStop(false);
    setBusy(true);
    try {
      setBroadcast(await dataProvider.send<BroadcastAnswer>('POST', `/products/${productId}/broadcast/stop`));
      setKeys(null);
      notify(s.STOPPED, { type: 'info' });
    } catch (error) {
      notify(error instanceof Error ? error.message : s.ERROR, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (failed && !broadcast) return <Alert severity="error">{s.LOAD_ERROR}</Alert>;
  if (!broadcast) return <PageLoading />;

  const on = broadcast.state === 'live' || broadcast.state === 'reconnecting';
  const hasKey = broadcast.keyIssued;
  const { input } = broadcast;
  const number = (n: number, digits = 0) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);
  const money = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);

  return (
    <Box sx={{ width: '100%', maxWidth: 760 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {s.HELP}
      </Typography>
      <Card variant="outlined" component="section" aria-labelledby="broadcast-state-title">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography id="broadcast-state-title" variant="h6" component="h2">
              {s.TITLE}
            </Typography>
            <Chip
              label={s.STATE[broadcast.state]}
              color={STATE_COLOR[broadcast.state]}
              size="small"
              data-testid="broadcast-state"
            />
          </Stack>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {s.STATE_HELP[broadcast.state]}
          </Typography>
          {broadcast.notice && (
            <Alert
              severity={
                ['bitrate_high', 'second_publisher'].includes(broadcast.notice.code) ? 'warning' : 'error'
              }
              sx={{ mb: 2 }}
              data-testid="broadcast-notice"
            >
              {fill(s.NOTICE[broadcast.notice.code], {
                cap: number(broadcast.bitrateCap),
                codec: broadcast.notice.detail ?? '–',
              })}
            </Alert>
          )}

          {keys && (
            <Stack spacing={2} sx={{ mb: 2 }}>
              <CopyField label={s.SERVER} value={keys.ingestUrl} copyLabel={s.COPY_SERVER} s={s} />
              {/* A new key is masked again: the field starts over with it. */}
              <CopyField
                key={keys.streamKey}
                label={s.KEY}
                value={keys.streamKey}
                copyLabel={s.COPY_KEY}
                secret={{ show: s.SHOW_KEY, hide: s.HIDE_KEY }}
                helperText={s.KEY_HELP}
                s={s}
              />
            </Stack>
          )}
          {!keys && hasKey && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {s.KEY_HIDDEN}
            </Alert>
          )}

          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" disabled={busy} onClick={() => void start()}>
              {hasKey ? s.REGENERATE : s.START}
            </Button>
            {(hasKey || on) && (
              <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmStop(true)}>
                {s.STOP}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>

      {on && <LivePreview productId={productId} s={s} />}

      <ChatCard productId={productId} />

      <Card variant="outlined" component="section" sx={{ mt: 2 }} aria-labelledby="broadcast-figures-title">
        <CardContent>
          <Typography id="broadcast-figures-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            {s.FIGURES}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 3,
              rowGap: 0.5,
              m: 0,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0 },
            }}
          >
            <dt>{s.INPUT}</dt>
            <dd data-testid="broadcast-input">
              {input.width && input.height
                ? fill(s.INPUT_VALUE, {
                    resolution: `${input.width}×${input.height}`,
                    fps: input.fps ? number(input.fps, 1) : '–',
                    kbps: input.bitrate ? number(input.bitrate / 1000) : '–',
                  })
                : s.NO_INPUT}
            </dd>
            <dt>{s.VIEWERS}</dt>
            <dd data-testid="broadcast-viewers">{number(broadcast.viewers)}</dd>
            <dt>{s.PEAK}</dt>
            <dd data-testid="broadcast-peak">{number(broadcast.peakViewers)}</dd>
            <dt>{s.MINUTES}</dt>
            <dd>
              {fill(s.MINUTES_VALUE, {
                minutes: number(broadcast.minutesUsed),
                cost: money(extraCostCents(broadcast.minutesUsed)),
              })}
            </dd>
            {broadcast.startedAt && (
              <>
                <dt>{s.STARTED}</dt>
                <dd>{new Date(broadcast.startedAt).toLocaleString(locale)}</dd>
              </>
            )}
            {broadcast.endedAt && (
              <>
                <dt>{s.ENDED}</dt>
                <dd>{new Date(broadcast.endedAt).toLocaleString(locale)}</dd>
              </>
            )}
          </Box>
          <AudienceSwitch productId={productId} broadcast={broadcast} onAnswer={setBroadcast} s={s} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {s.PLAN_RULE}
          </Typography>
        </CardContent>
      </Card>

      <DestinationsCard productId={productId} destinations={broadcast.destinations} onChange={load} s={s} />
      <RecordingCard productId={productId} broadcast={broadcast} onAnswer={setBroadcast} s={s} />

      <ConfirmStop
        id="broadcast-stop-title"
        open={confirmStop}
        onCancel={() => setConfirmStop(false)}
        onConfirm={() => void stop()}
        s={s}
      />
    </Box>
  );
};
