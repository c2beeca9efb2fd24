import 'video.js/dist/video-js.css';
import 'videojs-contrib-quality-menu/dist/videojs-contrib-quality-menu.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type Player from 'video.js/dist/types/player';
import type { Locale } from '../i18n/index.ts';
import { zonedFormatter } from '../i18n/intl.ts';
import type { Playback } from '../lib/playback.ts';
import { API_MESSAGE_KEYS, createApi } from './api.ts';
import { follow, on, onStatus } from './realtime.ts';

export const PLAYER_KEYS = [
  ...API_MESSAGE_KEYS,
  'player.loading',
  'player.readyOn',
  'player.startsIn',
  'player.days',
  'player.finished',
  'player.unavailable',
  'player.preparing',
  'player.unreachable',
  'player.retry',
  'player.live',
  'player.download',
  'player.failed',
  'player.quality',
  'player.auto',
  'player.selected',
  'player.videoLabel',
  'player.audioLabel',
  'player.play',
  'player.pause',
  'player.resumed',
  'player.playAudio',
  'player.unmute',
  'player.liveWaiting',
  'player.replay',
  'player.liveReconnecting',
  'player.watching',
] as const;

type Messages = Record<(typeof PLAYER_KEYS)[number], string>;

interface Props {
  locale: Locale;
  messages: Messages;
  /** The API path of this playback: /api/products/{id}/playback or /api/lessons/{id}/playback. */
  playbackPath: string;
  initial: Playback;
  title: string;
  timezone: string;
}

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));

const clock = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${mm}:${ss}` : `${Number(mm)}:${ss}`;
};

/** The token of a media URL: /media/{token}/{asset}/… */
const tokenOf = (src: string | null) => (src ? (/^\/media\/([^/]+)\//.exec(src)?.[1] ?? null) : null);

/** video.js's own translations of its controls. */
const VIDEOJS_LANGUAGES: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('video.js/dist/lang/en.json'),
  es: () => import('video.js/dist/lang/es.json'),
  pt: () => import('video.js/dist/lang/pt-PT.json'),
};

/**
 * What video.js's own files leave untranslated (pt-PT misses a third of them; every file misses the
 * modal window's sentence with its final period): screen readers announce these, some are tooltips.
 */
const VIDEOJS_MISSING: Record<Locale, Record<string, string>> = {
  en: {},
  es: {
    'This is a modal window.': 'Esta es una ventana modal.',
    'Playing in Picture-in-Picture': 'Reproduciendo en imagen sobre imagen',
  },
  pt: {
    'Audio Player': 'Leitor de áudio',
    'Video Player': 'Leitor de vídeo',
    '{1} is loading.': '{1} está a carregar.',
    'Progress Bar': 'Barra de progresso',
    'progress bar timing: currentTime={1} duration={2}': '{1} de {2}',
    'Volume Level': 'Nível do volume',
    'Seek to live, currently behind live': 'Ir para o direto, atualmente atrás do direto',
    'Seek to live, currently playing live': 'Ir para o direto, atualmente em direto',
    'Picture-in-Picture': 'Imagem na imagem',
    'Exit Picture-in-Picture': 'Sair de imagem na imagem',
    'Playing in Picture-in-Picture': 'A reproduzir em imagem na imagem',
    'No content': 'Sem conteúdo',
    'This is a modal window.': 'Isto é uma janela modal.',
    'Caption Settings Dialog': 'Definições das legendas',
    'Beginning of dialog window. Escape will cancel and close the window.':
      'Início da janela de diálogo. Escape cancela e fecha a janela.',
    'End of dialog window.': 'Fim da janela de diálogo.',
    'captions settings': 'definições das legendas',
    'subtitles settings': 'definições das legendas',
    'descriptions settings': 'definições das descrições',
    Reset: 'Repor',
    'restore all settings to the default values': 'repor todas as definições predefinidas',
    Done: 'Concluído',
  },
};

/**
 * A broadcast on air whose playlist is not written yet (its first seconds) is asked for again this soon;
 * without the realtime stream (a proxy that cuts it), a broadcast is asked for at this pace all along.
 */
const LIVE_RETRY_MS = 2_000;
const LIVE_POLL_MS = 5_000;

/** How often the viewer's position is saved while playing. */
const SAVE_EVERY_MS = 10_000;
/** How often a viewing heartbeat is sent while playing (issue 23; the server drops beats under 2 s apart). */
const BEAT_EVERY_MS = 10_000;

/** What the quality plugins add to a video.js player (they ship no types). */
interface QualityPlayer {
  qualityMenu(options?: { useResolutionLabels?: boolean }): void;
  qualityLevels(): { on(event: string, listener: () => void): void; trigger(event: string): void };
}

/**
 * The player of /player/{slug} (spec 2 and 4): video.js 8 with the HLS quality menu (Auto follows
 * the bandwidth, spec 1), resume where the viewer stopped, the token renewed before it expires (every
 * playlist and segment request carries the newest one), and the spec-4 states as screens: the date and
 * a countdown before it opens, finished, unavailable (or still being prepared), unreachable.
 */
export default function PlayerIsland({ locale, messages: m, playbackPath, initial, title, timezone }: Props) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const [playback, setPlayback] = useState<Playback>(initial);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(async () => {
    const res = await api<Playback>(playbackPath);
    if (res.ok) {
      setPlayback(res.data);
      setFailed(false);
    } else setFailed(true);
    return res.ok ? res.data : null;
  }, [api, playbackPath]);

  // A broadcast: its state changes come over the realtime endpoint (one event stream, GraphQL onEvents),
  // so the player starts as soon as it goes on air and says so when it ends (its playlist's end marker
  // alone does not stop every player). Each change asks for the playback again.
  const followLive = playback.kind === 'live' && playback.liveState !== 'ended';
  const productId = playback.productId;
  const [streamDown, setStreamDown] = useState(false);
  const [watching, setWatching] = useState<number | null>(null);
  useEffect(() => {
    // The page's one realtime connection (islands/realtime.ts, also the header's): the live status is the
    // player's part of it. Its snacks (toasts) come on it too, so the player page opens it for everyone.
    // A new state asks for the playback again; the audience (when the organizer shows it) is only shown.
    let state: unknown = null;
    const off = [
      on('LiveStatus', (event) => {
        if (!followLive || event.productId !== productId) return;
        setWatching(typeof event.viewers === 'number' ? event.viewers : null);
        if (event.state !== state) void refresh();
        state = event.state;
      }),
      // The connection reopens by itself; meanwhile (or if it never can) the player asks on a clock.
      onStatus((up) => setStreamDown(!up)),
    ];
    if (followLive && productId) off.push(follow(productId));
    return () => {
      for (const stop of off) stop();
    };
  }, [followLive, productId, refresh]);
  // On air but nothing to play yet (the first segment is being written), or the stream is down: ask
  // again in a moment.
  const waitingForPlaylist =
    followLive && playback.liveState !== 'idle' && !(playback.state === 'playing' && playback.src);
  useEffect(() => {
    if (!waitingForPlaylist && !(followLive && streamDown)) return;
    const ms = waitingForPlaylist ? LIVE_RETRY_MS : LIVE_POLL_MS;
    let timer: number | undefined;
    let stopped = false;
    // Ask, then ask again after the answer, until the answer ends the wait (this effect is then undone).
    const ask = () => {
      timer = window.setTimeout(async () => {
        await refresh();
        if (!stopped) ask();
      }, ms);
    };
    ask();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [waitingForPlaylist, followLive, streamDown, refresh]);

  if (playback.state === 'playing' && playback.src) {
    return (
      <MediaPlayer
        // A new player for a new source or session; a renewed token keeps the one playing.
        key={`${playback.kind} ${playback.startsAt ?? ''} ${playback.src.replace(/\/media\/[^/]+\//, '/media/-/')}`}
        locale={locale}
        m={m}
        playback={playback}
        title={title}
        refresh={refresh}
        playbackPath={playbackPath}
        watching={watching}
      />
    );
  }
  return (
    <StateScreen
      m={m}
      locale={locale}
      timezone={timezone}
      playback={playback}
      failed={failed}
      refresh={refresh}
    />
  );
}

function StateScreen({
  m,
  locale,
  timezone,
  playback,
  failed,
  refresh,
}: {
  m: Messages;
  locale: Locale;
  timezone: string;
  playback: Playback;
  failed: boolean;
  refresh: () => Promise<Playback | null>;
}) {
  const opens = playback.state === 'ready-on-date' && playback.startsAt ? new Date(playback.startsAt) : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!opens) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [opens]);
  // At the start: ask again (the answer becomes "playing"), every few seconds while the server's clock
  // has not reached it yet.
  const due = opens !== null && opens.getTime() <= now;
  const asked = useRef(0);
  useEffect(() => {
    if (!due || now - asked.current < 3_000) return;
    asked.current = now;
    void refresh();
  }, [due, now, refresh]);
  // A video being prepared: look again every half minute.
  useEffect(() => {
    if (!playback.preparing) return;
    const timer = window.setInterval(() => void refresh(), 30_000);
    return () => window.clearInterval(timer);
  }, [playback.preparing, refresh]);

  let text: string;
  let detail: string | null = null;
  if (opens) {
    const date = zonedFormatter(locale, timezone, 'full')(opens);
    text = fill(m['player.readyOn'], { date });
    const left = Math.max(0, (opens.getTime() - now) / 1000);
    const days = Math.floor(left / 86400);
    const rest = Math.floor(left % 86400);
    const pad = (n: number) => String(n).padStart(2, '0');
    const hms = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
    // "4 d 04:05:09" with days; "1:02:03" or "05:09" without. One unbreakable piece on a phone's line.
    const time = (
      days > 0 ? `${fill(m['player.days'], { days })} ${hms}` : clock(rest).padStart(5, '0')
    ).replace(/ /g, '\u00a0');
    detail = fill(m['player.startsIn'], { time });
  } else if (playback.state === 'finished') text = m['player.finished'];
  else if (playback.kind === 'live' && playback.liveState === 'reconnecting')
    text = m['player.liveReconnecting'];
  else if (playback.kind === 'live') text = m['player.liveWaiting'];
  else if (playback.state === 'unreachable') text = m['player.unreachable'];
  else text = playback.preparing ? m['player.preparing'] : m['player.unavailable'];

  return (
    <div className="player-state" data-state={playback.state} data-kind={playback.kind}>
      <p className="player-state__text">{text}</p>
      {detail && (
        // The server's second and the browser's differ: the first tick puts the browser's in.
        <p className="player-state__countdown" aria-live="off" suppressHydrationWarning>
          {detail}
        </p>
      )}
      {failed && (
        <p className="alert alert--error" role="alert">
          {m['errors.server']}
        </p>
      )}
      {(playback.state === 'unreachable' || failed) && (
        <button type="button" className="button button--primary" onClick={() => void refresh()}>
          {m['player.retry']}
        </button>
      )}
    </div>
  );
}

function MediaPlayer({
  locale,
  m,
  playback,
  title,
  refresh,
  playbackPath,
  watching,
}: {
  locale: Locale;
  m: Messages;
  playback: Playback;
  title: string;
  refresh: () => Promise<Playback | null>;
  playbackPath: string;
  /** How many watch now, when the organizer shows it (a broadcast), else null. */
  watching: number | null;
}) {
  const host = useRef<HTMLDivElement>(null);
  const token = useRef(tokenOf(playback.src));
  // The viewing token of the newest playback answer: every heartbeat carries it.
  const viewToken = useRef(playback.viewToken);
  viewToken.current = playback.viewToken;
  // What the player starts from; later answers (a renewed token, a newer position) do not rebuild it.
  const start = useRef(playback);
  const [error, setError] = useState(false);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  // A fake live starts by itself, muted (browsers allow no sound before a click): one click unmutes.
  const [muted, setMuted] = useState(false);
  const playerRef = useRef<Player | null>(null);
  const audio = playback.kind === 'audio';
  // A fake live is on the clock, a broadcast at its live edge: both play from where the audience is.
  const live = playback.kind === 'fake-live' || playback.kind === 'live';

  // The token is renewed before it expires; every later request carries the new one.
  useEffect(() => {
    token.current = tokenOf(playback.src);
    if (!playback.tokenExpiresAt) return;
    const left = new Date(playback.tokenExpiresAt).getTime() - Date.now();
    const timer = window.setTimeout(() => void refresh(), Math.max(2_000, left - Math.min(60_000, left / 3)));
    return () => window.clearTimeout(timer);
  }, [playback.src, playback.tokenExpiresAt, refresh]);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let player: Player | null = null;
    let disposed = false;
    let lastSaved = 0;
    const savePosition = (keepalive = false) => {
      if (!player || live) return;
      const seconds = player.currentTime() ?? 0;
      if (!Number.isFinite(seconds) || seconds <= 0) return;
      lastSaved = Date.now();
      void fetch(`${playbackPath}/position`, {
        method: 'PUT',
        credentials: 'same-origin',
        keepalive,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ seconds: Math.round(seconds * 10) / 10 }),
      }).catch(() => undefined);
    };
    // Viewing heartbeats (issue 23): the wall time played since the previous beat and where the player is,
    // every 10 s while playing, on pause and end, and when the page goes. Without the session cookie
    // (the token says who watches), fire and forget: a failure is ignored and nothing waits for it.
    let playedMs = 0;
    let playingSince: number | null = null;
    let lastBeat = Date.now();
    const clockStops = () => {
      if (playingSince !== null) playedMs += Date.now() - playingSince;
      playingSince = null;
    };
    const sendBeat = (keepalive = false) => {
      const viewer = viewToken.current;
      if (!player || !viewer) return;
      const now = Date.now();
      const watched = playedMs + (playingSince === null ? 0 : now - playingSince);
      if (playingSince !== null) playingSince = now;
      playedMs = 0;
      lastBeat = now;
      const position = player.currentTime() ?? 0;
      void fetch('/api/analytics/heartbeat', {
        method: 'POST',
        credentials: 'omit',
        keepalive,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          token: viewer,
          position: Number.isFinite(position) ? Math.max(0, Math.round(position)) : 0,
          watched: Math.min(60, Math.round(watched / 100) / 10),
          playing: !player.paused(),
        }),
      }).catch(() => undefined);
    };
    const onHide = () => {
      savePosition(true);
      clockStops();
      sendBeat(true);
    };
    let offRequest: (() => void) | null = null;

    void (async () => {
      // video.js must not add a <style> element of its own: the page's CSP allows only hashed styles.
      window.VIDEOJS_NO_DYNAMIC_STYLE = true;
      const { default: videojs } = await import('video.js');
      await import('videojs-contrib-quality-menu');
      const lang = await VIDEOJS_LANGUAGES[locale]()
        .then((mod) => mod.default as Record<string, string>)
        .catch(() => ({}));
      if (disposed) return;
      const selected = m['player.selected'];
      videojs.addLanguage(locale, {
        ...lang,
        ...VIDEOJS_MISSING[locale],
        // An audio player plays no video: its big button says so.
        ...(audio ? { 'Play Video': m['player.playAudio'] } : {}),
        'Quality Levels': m['player.quality'],
        Auto: m['player.auto'],
        selected,
        'selected,': `${selected},`,
        ', selected': `, ${selected}`,
      });
      // Every playlist and segment request carries the newest token.
      const rewrite = (options: { uri: string }) => {
        if (token.current) options.uri = options.uri.replace(/\/media\/[^/]+\//, `/media/${token.current}/`);
        return options;
      };
      const vhs = (
        videojs as unknown as { Vhs: { xhr: { onRequest(f: unknown): void; offRequest(f: unknown): void } } }
      ).Vhs;
      vhs.xhr.onRequest(rewrite);
      offRequest = () => vhs.xhr.offRequest(rewrite);

      const media = document.createElement(audio ? 'audio' : 'video-js');
      // A fixed 16:9 frame from the stylesheet: "fluid" sizing needs the dynamic <style> turned off above.
      media.className = audio ? 'video-js' : 'video-js vjs-big-play-centered vjs-16-9';
      media.setAttribute('aria-label', fill(m[audio ? 'player.audioLabel' : 'player.videoLabel'], { title }));
      el.appendChild(media);
      player = videojs(media, {
        language: locale,
        controls: true,
        // A fake live is on the clock: it plays as soon as it opens (also when the countdown reaches it).
        autoplay: live ? 'muted' : false,
        preload: 'auto',
        audioOnlyMode: audio,
        poster: start.current.poster ?? undefined,
        liveui: live,
        playbackRates: live ? undefined : [0.75, 1, 1.25, 1.5, 2],
        userActions: { hotkeys: true },
        html5: {
          vhs: { overrideNative: true, bandwidthVariance: 1, limitRenditionByPlayerDimensions: false },
        },
        sources: [{ src: start.current.src as string, type: 'application/x-mpegURL' }],
      });
      if (!audio) {
        const withMenu = player as unknown as QualityPlayer;
        withMenu.qualityMenu({ useResolutionLabels: true });
        // The menu plugin (1.0.4) builds its "Auto" item unchecked and checks it only at the next
        // quality change: when the renditions arrived after the player's first choice, Auto stayed
        // unchecked for good. Its items read the state again on a change: one after each rebuild.
        // The plugin adds its button when the player is ready, and builds it anew at every loadstart, which
        // can come after the renditions arrived (no level is added then, and its new Auto item stayed
        // unchecked): these listeners come after its own.
        player.ready(() => {
          const levels = withMenu.qualityLevels();
          const recheck = () => levels.trigger('change');
          levels.on('addqualitylevel', recheck);
          player?.on('loadstart', recheck);
          recheck();
        });
      }
      player.on('loadedmetadata', () => {
        const duration = player?.duration() ?? 0;
        const { position } = start.current;
        if (!live && position > 5 && position < duration - 5) {
          player?.currentTime(position);
          setResumedAt(position);
        }
      });
      player.on('timeupdate', () => {
        const now = Date.now();
        if (now - lastSaved >= SAVE_EVERY_MS) savePosition();
        if (now - lastBeat >= BEAT_EVERY_MS && playingSince !== null) sendBeat();
      });
      player.on('playing', () => {
        playingSince ??= Date.now();
      });
      // Waiting for data is not watching.
      player.on('waiting', clockStops);
      player.on('pause', () => {
        savePosition();
        clockStops();
        sendBeat();
      });
      // The end of a fake live or of a broadcast (its playlist's end marker): the answer becomes
      // "finished" (or a replay).
      player.on('ended', () => {
        savePosition();
        clockStops();
        sendBeat();
        if (live) void refresh();
      });
      player.on('error', () => setError(true));
      player.on('volumechange', () => setMuted(player?.muted() === true));
      playerRef.current = player;
      window.addEventListener('pagehide', onHide);
    })();

    return () => {
      disposed = true;
      savePosition(true);
      clockStops();
      if (playedMs > 0) sendBeat(true);
      window.removeEventListener('pagehide', onHide);
      offRequest?.();
      player?.dispose();
      playerRef.current = null;
      el.replaceChildren();
    };
  }, [audio, live, locale, m, playbackPath, refresh, title]);

  return (
    <div className={audio ? 'player player--audio' : 'player'}>
      {live && (
        <p className="player__live">
          <span className="badge badge--live">{m['player.live']}</span>
          {watching !== null && (
            <span className="badge" data-testid="player-watching">
              {fill(m['player.watching'], { count: watching.toLocaleString(locale) })}
            </span>
          )}
        </p>
      )}
      {playback.kind === 'vod' && playback.liveState === 'ended' && (
        <p className="player__live">
          <span className="badge">{m['player.replay']}</span>
        </p>
      )}
      <div ref={host} className="player__frame" data-testid="player" />
      {live && muted && (
        <button
          type="button"
          className="button button--primary player__unmute"
          onClick={() => {
            playerRef.current?.muted(false);
            playerRef.current?.volume(Math.max(playerRef.current.volume() ?? 1, 0.5));
          }}
        >
          {m['player.unmute']}
        </button>
      )}
      {resumedAt !== null && (
        <p className="muted player__note" role="status">
          {fill(m['player.resumed'], { time: clock(resumedAt) })}
        </p>
      )}
      {error && (
        <p className="alert alert--error" role="alert">
          {m['player.failed']}
        </p>
      )}
      {playback.download && (
        <a className="button" href={playback.download} download>
          {m['player.download']}
        </a>
      )}
    </div>
  );
}
