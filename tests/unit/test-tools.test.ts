import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findBrowser, NO_BROWSER_MESSAGE } from '../e2e/browser.ts';
import { startTestDatabaseServer } from '../embedded-db.ts';

describe('findBrowser', () => {
  const only =
    (...paths: string[]) =>
    (p: string) =>
      paths.includes(p);

  it('takes CHROMIUM_PATH first, then the system chromium (its headless shell first), then Playwright’s own', () => {
    expect(findBrowser({ CHROMIUM_PATH: '/opt/c' }, only('/opt/c', '/usr/bin/chromium'), () => null)).toEqual(
      {
        path: '/opt/c',
        source: 'CHROMIUM_PATH',
      },
    );
    expect(
      findBrowser({}, only('/usr/bin/chromium', '/usr/lib/chromium/chromium-headless-shell'), () => null),
    ).toEqual({ path: '/usr/lib/chromium/chromium-headless-shell', source: 'system' });
    expect(findBrowser({}, only('/usr/bin/chromium-browser'), () => '/pw/chrome')).toEqual({
      path: '/usr/bin/chromium-browser',
      source: 'system',
    });
    expect(findBrowser({}, only('/pw/chrome'), () => '/pw/chrome')).toEqual({
      path: '/pw/chrome',
      source: 'playwright',
    });
  });

  it('finds none when nothing is installed, and the message names the commands that install one', () => {
    expect(
      findBrowser(
        {},
        () => false,
        () => '/pw/chrome',
      ).path,
    ).toBeNull();
    expect(findBrowser({ CHROMIUM_PATH: '/missing' }, only('/usr/bin/chromium'), () => null).path).toBeNull();
    expect(NO_BROWSER_MESSAGE).toContain('apt-get install -y chromium-headless-shell');
    expect(NO_BROWSER_MESSAGE).toContain('npx playwright install chromium');
  });
});

describe('the test run’s own PostgreSQL', () => {
  it('starts on a free port in a temporary folder and leaves nothing behind', async () => {
    const a = await startTestDatabaseServer();
    const b = await startTestDatabaseServer();
    try {
      expect(new URL(a.url).port).not.toBe(new URL(b.url).port);
      expect(a.dataDir).not.toBe(b.dataDir);
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: a.url });
      await client.connect();
      const { rows } = await client.query('SELECT current_setting($1) AS fsync', ['fsync']);
      await client.end();
      expect(rows[0].fsync).toBe('off');
    } finally {
      await a.stop();
      await b.stop();
    }
    expect(existsSync(a.dataDir)).toBe(false);
    expect(existsSync(b.dataDir)).toBe(false);
  }, 60_000);
});
