import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Playback } from '../../../api/src/shared/media.ts';
import type { PlateaDataProvider } from '../dataProvider';
import type { Strings } from './strings.en';

declare global {
  interface Window {
    /** Read by video.js when its module runs: set, it adds no <style> element of its own. */
    VIDEOJS_NO_DYNAMIC_STYLE?: boolean;
  }
}

/** How often the playlist is asked for until its first segment exists. */
const WAIT_MS = 3_000;
/** A new token is asked for this long before the current one expires. */
const TOKEN_MARGIN_MS = 60_000;

const tokenOf = (src: string) => /\/media\/([^/]+)\//.exec(src)?.[1] ?? null;

/**
 * The organizer's muted preview of the incoming stream, while the broadcast is live or reconnecting: what
 * viewers see, from the same live playlist (GET …/playback answers the owner too). video.js and its
 * stylesheet are loaded only when there is something to show.
 */
export const LivePreview = ({ productId, s }: { productId: number; s: Strings }) => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const [src, setSrc] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const token = useRef<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);

  // The playlist, asked for until its first segment exists; then again before each token expires.
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      let next = WAIT_MS;
      try {
        const answer = await dataProvider.send<Playback>('GET', `/products/${productId}/playback`);
        const live = answer.kind === 'live' && answer.state === 'playing' ? answer.src : null;
        if (live && !stopped) {
          token.current = tokenOf(live);
          setSrc((current) => current ?? live);
          if (answer.tokenExpiresAt)
            next = Math.max(WAIT_MS, Date.parse(answer.tokenExpiresAt) - Date.now() - TOKEN_MARGIN_MS);
        }
      } catch {
        // Asked again at the next tick.
      }
      if (!stopped) timer = setTimeout(tick, next);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [dataProvider, productId]);

  useEffect(() => {
    const container = frame.current;
    if (!src || !container) return;
    let unmount: (() => void) | null = null;
    let disposed = false;
    const mount = async () => {
      window.VIDEOJS_NO_DYNAMIC_STYLE = true;
      const { mountPreview } = await import('./preview-player');
      if (disposed) return;
      unmount = mountPreview(container, {
        src,
        label: s.PREVIEW_LABEL,
        token: () => token.current,
        onError: () => setFailed(true),
        onPlaying: () => {
          setFailed(false);
          setPlaying(true);
        },
      });
    };
    mount().catch(() => setFailed(true));
    return () => {
      disposed = true;
      unmount?.();
    };
  }, [src, s.PREVIEW_LABEL]);

  return (
    <Card variant="outlined" component="section" sx={{ mt: 2 }} aria-labelledby="broadcast-preview-title">
      <CardContent>
        <Typography id="broadcast-preview-title" variant="h6" component="h2">
          {s.PREVIEW}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {s.PREVIEW_HELP}
        </Typography>
        {failed && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {s.PREVIEW_ERROR}
          </Alert>
        )}
        {!src && (
          <Typography variant="body2" role="status" data-testid="preview-waiting">
            {s.PREVIEW_WAITING}
          </Typography>
        )}
        <Box
          ref={frame}
          data-testid="broadcast-preview"
          data-playing={playing}
          sx={{ maxWidth: 560, bgcolor: 'common.black', display: src ? 'block' : 'none' }}
        />
      </CardContent>
    </Card>
  );
};
