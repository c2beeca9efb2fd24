import { HttpError } from 'react-admin';
import type { MeetJoin } from '../../../api/src/shared/meets.ts';
import type { PlateaDataProvider } from '../dataProvider';

/**
 * Entering a meet's room as its host (issue 22), for the meeting room step (MeetPanel) and the global
 * view's meets card, which loads this module on the click (the console's first screen stays light).
 */

/** An error the API answered (already in the user's language) with its code, or null. */
export const apiError = (error: unknown) =>
  error instanceof HttpError
    ? { message: error.message, code: typeof error.body?.code === 'string' ? error.body.code : null }
    : null;

/**
 * Takes a host's seat (POST /api/products/{id}/meet/join) and sends `tab` to the room. The tab must be
 * opened by the click itself, `window.open('', '_blank')`, before anything is awaited: one opened once
 * the answer has come would be blocked. Without a tab (a blocker refused it) this page goes to the room.
 * On failure the tab is closed and the error thrown: the API's (see apiError: not configured, the
 * provider down…) or one without a message of its own when the answer has no room address.
 */
export async function enterMeetAsHost(
  dataProvider: Pick<PlateaDataProvider, 'send'>,
  productId: number,
  tab: Window | null,
): Promise<void> {
  try {
    const join = await dataProvider.send<MeetJoin>('POST', `/products/${productId}/meet/join`);
    if (!join.roomUrl?.startsWith('https://')) throw new Error('The join answer has no room address');
    if (tab) {
      tab.opener = null;
      tab.location.href = join.roomUrl;
    } else window.location.assign(join.roomUrl);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
