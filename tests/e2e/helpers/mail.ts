import { type APIRequestContext, expect } from '@playwright/test';

const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

export type MailType = 'activation' | 'reset';

/** What the email log (/manage/track-emails) keeps of one email. */
export interface LoggedMail {
  id: number;
  to: string;
  type: string;
  status: string;
  links: string[];
}

/** The admin's bearer token, for reading the email log. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** Every email of the type written to the address, newest first (the email log, read as the admin). */
export async function mailsTo(
  request: APIRequestContext,
  email: string,
  type: MailType,
): Promise<LoggedMail[]> {
  const token = await adminToken(request);
  const filter = encodeURIComponent(JSON.stringify({ to: email, type }));
  const res = await request.get(`/api/email-logs?filter=${filter}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as LoggedMail[];
}

/** Waits until `count` emails of the type were written to the address, and answers them, newest first. */
export async function waitForMails(
  request: APIRequestContext,
  email: string,
  type: MailType,
  count: number,
): Promise<LoggedMail[]> {
  let mails: LoggedMail[] = [];
  // Emails are written when the request that causes them commits: give it a moment.
  await expect
    .poll(async () => {
      mails = await mailsTo(request, email, type);
      return mails.length;
    })
    .toBe(count);
  return mails;
}

/** The site path of the newest emailed link of the type (the email names the public host). */
export async function newestLinkPath(
  request: APIRequestContext,
  email: string,
  type: MailType,
): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const [newest] = await mailsTo(request, email, type);
      const link = newest?.links.find((url) =>
        url.includes(type === 'activation' ? '/activate/' : '/reset-password/'),
      );
      path = link ? new URL(link).pathname : undefined;
      return path;
    })
    .toBeTruthy();
  return path as string;
}
