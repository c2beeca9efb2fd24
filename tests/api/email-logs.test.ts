import { describe, expect, it } from 'vitest';
import { MAIL_TYPES } from '../../api/src/shared/mail-types.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { adminToken } from './helpers/settings.ts';
import { signUp } from './helpers/users.ts';

const list = async (filter: Record<string, unknown>, lang?: string) =>
  call('GET', `/api/email-logs?filter=${encodeURIComponent(JSON.stringify(filter))}`, {
    token: await adminToken(),
    lang,
  });

describe('email tracking searches (spec 5: less than three months)', () => {
  it('finds the emails of a window of days, the last day included', async () => {
    const { email } = await signUp();
    const today = new Date().toISOString().slice(0, 10);
    const res = await list({ to: email, from: today, until: today });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ to: email, type: 'activation', openedAt: null, openCount: 0 });
  });

  it('refuses a window of three months or more, and an open-ended one', async () => {
    const tooLong = await list({ from: '2026-01-01', until: '2026-03-31' }, 'en');
    expectError(tooLong, 422, 'EMAIL_TRACKING_RANGE_TOO_LONG', 'filter.until');
    expect(tooLong.body.error.message).toBe('Email tracking searches must span less than three months');
    expectError(await list({ until: '2026-03-01' }), 422, 'EMAIL_TRACKING_RANGE_TOO_LONG', 'filter.from');
    expect((await list({ from: '2026-01-01', until: '2026-03-30' })).status).toBe(200);
  });

  it('filters by every kind of email the platform sends, and names an unknown one as the error', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const type of MAIL_TYPES) expect((await list({ type, from: today, until: today })).status).toBe(200);
    const bad = await list({ type: 'newsletter', from: today, until: today });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(JSON.stringify(bad.body.error)).toContain('filter.type');
  });
});
