import { AppError } from '../errors.ts';

/**
 * At most `concurrency` tasks at once; up to `queue` more wait their turn in order, and past that a task
 * is refused at once with 503 SERVICE_UNAVAILABLE and Retry-After (a burst must not pile up unbounded
 * memory and latency behind the slow work; its callers hold nothing yet, so refusing is safe).
 */
export interface Gate {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now (for tests and measurements). */
  readonly load: { running: number; waiting: number };
}

export function createGate(concurrency: number, queue: number, retryAfterSeconds = 5): Gate {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function enter(): Promise<void> {
    if (running < concurrency) {
      running++;
      return;
    }
    if (waiting.length >= queue) {
      throw new AppError('SERVICE_UNAVAILABLE', {}, undefined, { 'Retry-After': String(retryAfterSeconds) });
    }
    // The slot is handed over by `leave`: `running` already counts this task when it wakes.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function leave() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async run(task) {
      await enter();
      try {
        return await task();
      } finally {
        leave();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
