import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { TEST_DATABASE_URL } from './tests/db.ts';

/**
 * The files that take longest, most of it waiting rather than computing: live streams in real time, worker
 * and server processes started, killed and restarted, a job's expiry, the demo's transcodes. Longest first
 * (as measured), so none of them starts last and leaves the other workers idle at the end of the run. A run
 * with a results cache (node_modules/.vite) orders the rest by their last durations; a fresh clone, by size.
 */
const LONGEST_FIRST = [
  'media-worker',
  'live-recording',
  'media-demo',
  'live-input',
  'live-reconnect',
  'realtime-processes',
  'live-s3',
  'uploads-processes',
  'live-simulcast',
  'process-roles',
  'live-broadcast',
  'media',
  'read-replicas',
  'shutdown-embedded',
  'live-phone',
  'shutdown',
  'jobs',
].map((name) => `tests/api/${name}.test.ts`);

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.indexOf(relative(process.cwd(), file.moduleId));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    const rest = await super.sort(files.filter((file) => rank(file) === LONGEST_FIRST.length));
    return [
      ...files.filter((file) => rank(file) < LONGEST_FIRST.length).sort((a, b) => rank(a) - rank(b)),
      ...rest,
    ];
  }
}

// Test files run side by side: one more than the cores by default, because the longest files spend most of
// their time waiting on streams and processes (2 cores, one process per file: 2 workers kept them 68 % busy
// and took 613 s, 3 workers 80 % and 516 s, the same day; files sharing their processes, 3 workers took 249 s
// at 82 % and 4 workers 225 s at 94 %, the same hour, leaving the files that time real streams and processes
// no headroom). TEST_WORKERS sets how many (1: one after another).
const workers = Number(process.env.TEST_WORKERS) || availableParallelism() + 1;

export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    globalSetup: ['tests/api/setup/global-setup.ts'],
    // file-database.ts first: it gives the file its own database (cloned from the run's migrated template),
    // data folder and ports before anything reads them.
    setupFiles: ['tests/api/setup/file-database.ts', 'tests/api/setup/connect.ts'],
    // Files run in parallel, each on its own database, several one after another in each worker process:
    // tests/api/setup/file-database.ts gives each one a fresh module graph and the worker's first environment,
    // while the packages under node_modules stay loaded (starting a process and loading them again for each
    // file cost about 1.5 CPU-s a file).
    fileParallelism: workers > 1,
    maxWorkers: workers,
    pool: 'forks',
    isolate: false,
    // What a test stubs is undone after it, so nothing of it reaches the next file in the process.
    unstubGlobals: true,
    unstubEnvs: true,
    sequence: { sequencer: LongestFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: 'test',
      // The run's name: every file's database and the template are named after it (tests/run-databases.ts).
      TEST_RUN_DATABASE_URL: TEST_DATABASE_URL,
      DATABASE_URL: TEST_DATABASE_URL,
      PUBLIC_URL: 'http://platea.test',
      LOG_LEVEL: 'silent',
      SCRYPT_COST: '12',
      TRUST_PROXY: 'true',
      SMTP_URL: '',
    },
  },
});
