import { rmSync } from 'node:fs';
import { E2E_DATABASE_URL, recreateDatabase } from '../db.ts';

// The journeys start from a fresh database with the demo data, like a first `npm start`.
await recreateDatabase(process.env.DATABASE_URL ?? E2E_DATABASE_URL);
// Its media too: asset ids start again at 1, so files of an earlier run must not be found.
if (process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
// The meet journeys' video provider: a LOCAL STAND-IN of 100ms's REST API (tests/api/helpers/hms-standin.ts;
// 100ms's cloud cannot be reached from here), started in this process before the server reads HMS_*.
// The real provider runs against it unchanged; its prebuilt room's address is never loaded by a journey.
if (process.env.E2E_HMS_STANDIN === 'true') {
  const { startHmsStandin } = await import('../api/helpers/hms-standin.ts');
  const standin = await startHmsStandin({ roles: ['host', 'guest'] });
  Object.assign(process.env, standin.env());
  if (process.env.PUBLIC_URL)
    standin.webhook = {
      url: `${process.env.PUBLIC_URL}/api/meetings/webhooks/hms`,
      secret: standin.webhookSecret,
    };
}
await import('../../api/src/server.ts');
