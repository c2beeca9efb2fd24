import { useEffect } from 'react';

/**
 * Calls `load` now, then again `ms` after each answer, while the screen is on (a live moment's panels:
 * the broadcast's state, the meeting room's). Never two at once: the next waits for the last to answer.
 * `ms` null loads once and waits (the rehearsal room polls only while it is open).
 */
export function usePoll(load: () => Promise<void>, ms: number | null) {
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      await load();
      if (!stopped && ms !== null) timer = setTimeout(tick, ms);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [load, ms]);
}
