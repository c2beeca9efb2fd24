import { HttpError } from 'react-admin';
import type { MeetJoin } from '../../../api/src/shared/meets.ts';

/** An error the API answered (already in the user's language) with its code, or null. */
export const apiError = (error: unknown) =>
  error instanceof HttpError
    ? { message: error.message, code: typeof error.body?.code === 'string' ? error.body.code : null }
    : null;

/**
 * Enters a video room in a new tab (the meeting room's and the rehearsal room's "Enter as host"): the tab
 * is opened by the click itself (a later one would be blocked), then sent to the room `join` answers.
 * Fails (the tab closed) when the API refuses or answers no https room to open.
 */
export async function enterRoomInNewTab(join: () => Promise<MeetJoin>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { roomUrl } = await join();
    if (!roomUrl?.startsWith('https://')) throw new Error('no room to open');
    if (tab) {
      tab.opener = null;
      tab.location.href = roomUrl;
    } else window.location.assign(roomUrl);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
