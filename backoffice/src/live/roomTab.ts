import { HttpError } from 'react-admin';
import type { MeetJoin } from '../../../api/src/shared/meets.ts';

/**
 * Entering a video room in a new tab (issue 22): the meeting room step, the global view's meets card (which
 * loads this on the click, so the console's first screen stays light) and the rehearsal room step.
 */

/** An error the API answered (already in the user's language) with its code, or null. */
export const apiError = (error: unknown) =>
  error instanceof HttpError
    ? { message: error.message, code: typeof error.body?.code === 'string' ? error.body.code : null }
    : null;

/**
 * Sends `tab` to the room `join` answers. The tab must be opened by the click itself,
 * `window.open('', '_blank')`, before anything is awaited: one opened once the answer has come would be
 * blocked. Without a tab (a blocker refused it) this page goes to the room. On failure the tab is closed
 * and the error thrown: the API's (see apiError) or one of its own when the answer has no https room.
 */
export async function enterRoomInTab(tab: Window | null, join: () => Promise<MeetJoin>): Promise<void> {
  try {
    const { roomUrl } = await join();
    if (!roomUrl?.startsWith('https://')) throw new Error('The join answer has no room address');
    if (tab) {
      tab.opener = null;
      tab.location.href = roomUrl;
    } else window.location.assign(roomUrl);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Enters a room in a new tab opened now (call it from the click, before anything is awaited). */
export const enterRoomInNewTab = (join: () => Promise<MeetJoin>) =>
  enterRoomInTab(window.open('', '_blank'), join);
