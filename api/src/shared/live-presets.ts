/**
 * Simulcast presets (issue 20): chosen by name with only the stream key. Plain values, no zod, so the back
 * office's destination form bundles nothing else; live.ts re-exports them beside the answers.
 */
export const DESTINATION_PRESETS = {
  youtube: { name: 'YouTube', url: 'rtmps://a.rtmp.youtube.com/live2' },
  facebook: { name: 'Facebook', url: 'rtmps://live-api-s.facebook.com:443/rtmp' },
  twitch: { name: 'Twitch', url: 'rtmp://live.twitch.tv/app' },
} as const;
export const DESTINATION_PRESET_NAMES = ['youtube', 'facebook', 'twitch'] as const;
