import type { VideoRooms } from './types.ts';

/** Placeholder until the 100ms provider lands (helper branch meetprov). */
export function videoRooms(): VideoRooms | null {
  return null;
}
