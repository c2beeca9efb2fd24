import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';

/** Everything a child process writes (stdout and stderr piped), as it comes. */
export function logOf(child: ChildProcess): () => string {
  let log = '';
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  return () => log;
}

import { TEST_DATABASE_URL } from '../../db.ts';

/**
 * A job worker as its own process (`npm run worker`), on the test database, one job at a time, with
 * pg-boss maintenance every second (so a killed worker's job expires and is retried quickly).
 */
export function spawnWorker(stdio: StdioOptions = ['ignore', 'pipe', 'pipe']): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'api/src/worker.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: TEST_DATABASE_URL,
      WORKER_CONCURRENCY: '1',
      JOBS_MAINTENANCE_SECONDS: '1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    },
    stdio,
  });
}
