import { execFile } from 'node:child_process';

/** What ffprobe says of a file, reduced to what the checks and the ladder need. */
export interface Probe {
  /** ffprobe's format_name, e.g. "mov,mp4,m4a,3gp,3g2,mj2". */
  format: string;
  durationSeconds: number | null;
  video: { width: number; height: number; codec: string } | null;
  audio: { codec: string; channels: number } | null;
}

interface FfprobeJson {
  format?: { format_name?: string; duration?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    channels?: number;
    duration?: string;
    disposition?: { attached_pic?: number };
  }[];
}

/** ffprobe's answer for `path`, or null when it does not recognise the file as media at all. */
export function probe(path: string): Promise<Probe | null> {
  return new Promise((resolve, reject) => {
    execFile(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
      { timeout: 60_000, maxBuffer: 4 * 1024 * 1024 },
      (err, stdout) => {
        if (err) {
          // ENOENT: no ffprobe (a server problem, not the file's); any other failure: not media.
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') reject(err);
          else resolve(null);
          return;
        }
        try {
          resolve(fromJson(JSON.parse(stdout) as FfprobeJson));
        } catch {
          resolve(null);
        }
      },
    );
  });
}

function fromJson(json: FfprobeJson): Probe | null {
  const format = json.format?.format_name;
  if (!format) return null;
  const streams = json.streams ?? [];
  // A cover picture inside an audio file is a "video" stream to ffprobe: not a video.
  const v = streams.find(
    (s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height,
  );
  const a = streams.find((s) => s.codec_type === 'audio');
  const duration = Number(json.format?.duration ?? v?.duration ?? a?.duration);
  return {
    format,
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
    video: v ? { width: v.width as number, height: v.height as number, codec: v.codec_name ?? '' } : null,
    audio: a ? { codec: a.codec_name ?? '', channels: a.channels ?? 2 } : null,
  };
}

/** Containers accepted for video (spec 5: MP4; MOV is the same family and what phones record). */
const VIDEO_FORMATS = /(^|,)(mov|mp4)(,|$)/;
/** Containers accepted for podcast audio: MP3, M4A/AAC, WAV, Ogg, FLAC. */
const AUDIO_FORMATS = /(^|,)(mp3|mov|mp4|m4a|aac|wav|ogg|flac)(,|$)/;

export type ContentVerdict = 'ok' | 'not-video' | 'not-audio';

/** Whether a probed file is what an upload of `kind` must be. */
export function checkContent(kind: 'video' | 'trailer' | 'audio', p: Probe | null): ContentVerdict {
  if (kind === 'audio') return p?.audio && AUDIO_FORMATS.test(p.format) ? 'ok' : 'not-audio';
  return p?.video && VIDEO_FORMATS.test(p.format) && (p.durationSeconds ?? 0) > 0 ? 'ok' : 'not-video';
}
