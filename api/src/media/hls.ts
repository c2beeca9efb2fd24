import type { Rendition } from '../../../models/index.ts';

/** The renditions a master playlist lists (name = the folder of its media playlist). */
export function parseMaster(text: string): Rendition[] {
  const lines = text.split(/\r?\n/);
  const out: Rendition[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const uri = lines.slice(i + 1).find((l) => l.trim() && !l.startsWith('#')) ?? '';
    const bandwidth = Number(/BANDWIDTH=(\d+)/.exec(line)?.[1] ?? 0);
    const res = /RESOLUTION=(\d+)x(\d+)/.exec(line);
    out.push({
      name: uri.split('/')[0] ?? uri,
      width: res ? Number(res[1]) : null,
      height: res ? Number(res[2]) : null,
      bandwidth,
    });
  }
  return out;
}

export interface MediaPlaylist {
  targetDuration: number;
  version: number;
  /** Lines between the header and the first segment that apply to all (e.g. INDEPENDENT-SEGMENTS). */
  header: string[];
  segments: { uri: string; duration: number; start: number }[];
}

/** A VOD media playlist as ffmpeg writes it: EXTINF + URI pairs. */
export function parseMedia(text: string): MediaPlaylist {
  const playlist: MediaPlaylist = { targetDuration: 0, version: 3, header: [], segments: [] };
  let duration: number | null = null;
  let start = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#EXT-X-TARGETDURATION:')) playlist.targetDuration = Number(line.slice(22));
    else if (line.startsWith('#EXT-X-VERSION:')) playlist.version = Number(line.slice(15));
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line === '#EXT-X-INDEPENDENT-SEGMENTS') playlist.header.push(line);
    else if (!line.startsWith('#') && duration !== null) {
      playlist.segments.push({ uri: line, duration, start });
      start += duration;
      duration = null;
    }
  }
  return playlist;
}

/** Segments a live window keeps behind the live edge (like a live encoder's playlist). */
export const LIVE_WINDOW_SEGMENTS = 6;

/**
 * Fake live: the VOD cut on the session's clock. `elapsed` seconds after the start it lists only the
 * segments complete by then (the last few, as a live stream would), with no end marker until the whole
 * video has played, so a late viewer joins at the current point and cannot seek ahead. No second encode.
 */
export function livePlaylist(vod: MediaPlaylist, elapsed: number): string {
  const done = vod.segments.filter((s) => s.start + s.duration <= elapsed + 0.001);
  const ended = done.length === vod.segments.length;
  const first = ended ? 0 : Math.max(0, done.length - LIVE_WINDOW_SEGMENTS);
  const listed = done.slice(first);
  const lines = [
    '#EXTM3U',
    `#EXT-X-VERSION:${vod.version}`,
    `#EXT-X-TARGETDURATION:${Math.max(1, Math.ceil(vod.targetDuration))}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    ...(ended ? ['#EXT-X-PLAYLIST-TYPE:VOD'] : []),
    ...vod.header,
  ];
  for (const s of listed) lines.push(`#EXTINF:${s.duration.toFixed(6)},`, s.uri);
  if (ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** Whether a segment has been "broadcast" by `elapsed` seconds: a fake-live viewer cannot fetch ahead. */
export function segmentAired(vod: MediaPlaylist, uri: string, elapsed: number): boolean {
  const s = vod.segments.find((x) => x.uri === uri);
  return s !== undefined && s.start <= elapsed;
}
