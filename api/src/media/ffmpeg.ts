import { execFile } from 'node:child_process';

export interface MediaTools {
  ffmpeg: string | null;
  ffprobe: string | null;
}

/** The first line of `<tool> -version` (e.g. "ffmpeg version 5.1.6-0+deb12u1"), or null when it cannot run. */
function versionOf(tool: 'ffmpeg' | 'ffprobe', env: NodeJS.ProcessEnv): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(tool, ['-version'], { env, timeout: 20_000 }, (err, stdout) => {
      resolve(err ? null : (stdout.split('\n')[0]?.trim() ?? null));
    });
  });
}

let found: Promise<MediaTools> | null = null;

/**
 * ffmpeg and ffprobe come from the operating system (apt-get install ffmpeg). Found once per process;
 * a miss is asked again next time (a busy machine can time the first try out, and an administrator may
 * install them later). Without them uploads and transcodes cannot work; everything else keeps working.
 */
export function mediaTools(env: NodeJS.ProcessEnv = process.env): Promise<MediaTools> {
  const probe = async () => {
    const [ffmpeg, ffprobe] = await Promise.all([versionOf('ffmpeg', env), versionOf('ffprobe', env)]);
    return { ffmpeg, ffprobe };
  };
  if (env !== process.env) return probe();
  found ??= probe().then((tools) => {
    if (!tools.ffmpeg || !tools.ffprobe) found = null;
    return tools;
  });
  return found;
}

/** The one clear line `npm start` prints when a tool is missing; null when both are there. */
export function missingToolsMessage(tools: MediaTools): string | null {
  const missing = (['ffmpeg', 'ffprobe'] as const).filter((t) => !tools[t]);
  if (missing.length === 0) return null;
  return `${missing.join(' and ')} not found: video and audio uploads and transcoding are off until the ffmpeg package is installed (Debian/Ubuntu: apt-get install ffmpeg). Everything else works.`;
}
