import { useCallback, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { MeetJoin, MeetPeer } from '../../../api/src/shared/meets.ts';
import type { PlateaDataProvider } from '../dataProvider';
import { apiError, enterRoomInNewTab } from './roomTab';
import { usePoll } from './usePoll';

type Problem = { message: string; code: string | null };

/**
 * The console's side of a video room (issue 22: the meeting room step, the rehearsal room step): its
 * state and who is in, asked again every `pollMs` (null: while `polling` says so), opening and closing it,
 * entering as host in a new tab. The API's refusals come back as `problem`, in the user's language.
 */
export function useVideoRoom<R extends { state: string }>(
  urls: { state: string; peers: string; action: (action: 'start' | 'stop') => string; join: string },
  options: {
    /** How often to ask while `polling(room)` (default: always). */
    pollMs: number;
    polling?: (room: R | null) => boolean;
    notices: { started: string; stopped: string; error: string };
  },
) {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const notify = useNotify();
  const [room, setRoom] = useState<R | null>(null);
  const [peers, setPeers] = useState<MeetPeer[]>([]);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const { state: stateUrl, peers: peersUrl } = urls;

  const load = useCallback(async () => {
    try {
      const now = await dataProvider.send<R>('GET', stateUrl);
      setRoom(now);
      setFailed(false);
      setPeers(
        now.state === 'open' ? await dataProvider.send<MeetPeer[]>('GET', peersUrl).catch(() => []) : [],
      );
    } catch {
      setFailed(true);
    }
  }, [dataProvider, stateUrl, peersUrl]);

  usePoll(load, (options.polling?.(room) ?? true) ? options.pollMs : null);

  /** Runs `step` busy, its failure shown as the API's message (or the generic error). */
  const busyWith = async (step: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (error) {
      setProblem(apiError(error) ?? { message: options.notices.error, code: null });
    } finally {
      setBusy(false);
    }
  };

  const act = (action: 'start' | 'stop') =>
    busyWith(async () => {
      setRoom(await dataProvider.send<R>('POST', urls.action(action)));
      notify(action === 'start' ? options.notices.started : options.notices.stopped, { type: 'info' });
      await load();
    });

  const enter = () => busyWith(() => enterRoomInNewTab(() => dataProvider.send<MeetJoin>('POST', urls.join)));

  return { room, peers, failed, busy, problem, act, enter };
}
