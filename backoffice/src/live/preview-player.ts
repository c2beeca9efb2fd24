import 'video.js/dist/video-js.css';
import videojs from 'video.js';

/**
 * The video.js side of the broadcast step's preview, in a chunk of its own: loaded only when a broadcast is
 * live (LivePreview.tsx sets VIDEOJS_NO_DYNAMIC_STYLE before importing it, as video.js reads it when the
 * module runs).
 */

type RequestOptions = { uri: string };
type RequestHook = (options: RequestOptions) => RequestOptions;

/** VHS's global request hooks (video.js 8 declares no type for `videojs.Vhs`). */
function requestHooks(): { on(hook: RequestHook): void; off(hook: RequestHook): void } | null {
  const vhs: unknown = Reflect.get(videojs, 'Vhs');
  if (typeof vhs !== 'object' || vhs === null || !('xhr' in vhs)) return null;
  const { xhr } = vhs;
  if (typeof xhr !== 'function' || !('onRequest' in xhr) || !('offRequest' in xhr)) return null;
  const { onRequest, offRequest } = xhr;
  if (typeof onRequest !== 'function' || typeof offRequest !== 'function') return null;
  return { on: (hook) => onRequest.call(xhr, hook), off: (hook) => offRequest.call(xhr, hook) };
}

export interface PreviewOptions {
  src: string;
  /** The video's accessible name. */
  label: string;
  /** The newest media token: every playlist and segment request carries it (a token lasts minutes). */
  token: () => string | null;
  onError: () => void;
  onPlaying: () => void;
}

/** Plays the live playlist `src` muted in `container`; answers the function that removes it. */
export function mountPreview(container: HTMLElement, options: PreviewOptions): () => void {
  const rewrite: RequestHook = (request) => {
    const token = options.token();
    if (token) request.uri = request.uri.replace(/\/media\/[^/]+\//, `/media/${token}/`);
    return request;
  };
  const hooks = requestHooks();
  hooks?.on(rewrite);

  const media = document.createElement('video-js');
  // A 16:9 frame from the stylesheet: video.js's own sizing would need the <style> element it is denied.
  media.className = 'video-js vjs-16-9';
  media.setAttribute('aria-label', options.label);
  container.appendChild(media);
  const player = videojs(media, {
    autoplay: 'muted',
    muted: true,
    controls: false,
    // Only a picture: no control, button or message of video.js's own (in English) is drawn.
    bigPlayButton: false,
    controlBar: false,
    errorDisplay: false,
    textTrackSettings: false,
    loadingSpinner: true,
    liveui: false,
    preload: 'auto',
    html5: { vhs: { overrideNative: true }, nativeAudioTracks: false, nativeVideoTracks: false },
    sources: [{ src: options.src, type: 'application/x-mpegURL' }],
  });
  player.on('error', options.onError);
  player.on('playing', options.onPlaying);

  return () => {
    hooks?.off(rewrite);
    player.dispose();
    container.replaceChildren();
  };
}
