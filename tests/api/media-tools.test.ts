import { describe, expect, it } from 'vitest';
import { mediaTools, missingToolsMessage } from '../../api/src/media/ffmpeg.ts';

describe('ffmpeg and ffprobe from the operating system', () => {
  it('finds them here (CI installs them), and names their versions', async () => {
    const tools = await mediaTools();
    expect(tools.ffmpeg).toMatch(/^ffmpeg version /);
    expect(tools.ffprobe).toMatch(/^ffprobe version /);
    expect(missingToolsMessage(tools)).toBeNull();
  });

  it('says clearly what is missing and how to install it when they are not on the PATH', async () => {
    const tools = await mediaTools({ ...process.env, PATH: '/nonexistent' });
    expect(tools).toEqual({ ffmpeg: null, ffprobe: null });
    expect(missingToolsMessage(tools)).toBe(
      'ffmpeg and ffprobe not found: video and audio uploads and transcoding are off until the ffmpeg package is installed (Debian/Ubuntu: apt-get install ffmpeg). Everything else works.',
    );
  });
});
