import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The demo administrator (seeds). */
export const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

/** The sign-up form as an attendee fills it in (POST /api/auth/signup), its answer. */
export function signUp(
  request: APIRequestContext,
  { email, password, name }: { email: string; password: string; name?: string },
) {
  return request.post('/api/auth/signup', {
    data: {
      role: 'attendee',
      email,
      emailConfirm: email,
      password,
      passwordConfirm: password,
      privacyAccepted: true,
      ...(name === undefined ? {} : { name }),
    },
  });
}

/**
 * A new, activated attendee made through the API (sign-up, the emailed link read from the email log
 * as the admin, activation), so journeys neither depend on nor change the demo accounts.
 */
export async function createActiveUser(
  request: APIRequestContext,
  credentials: { email: string; password: string; name?: string },
): Promise<{ id: number }> {
  const { email } = credentials;
  const signup = await signUp(request, credentials);
  expect(signup.status(), await signup.text()).toBe(201);
  const link = await activationLink(request, email);
  const activate = await request.post('/api/auth/activate', {
    data: { token: new URL(link).pathname.split('/').pop() },
  });
  expect(activate.ok()).toBe(true);
  const { user } = (await activate.json()) as { user: { id: number } };
  return { id: user.id };
}

/** The activation link of the email sent to `email`, read from the email log as the admin. */
async function activationLink(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const filter = JSON.stringify({ to: email, type: 'activation' });
  let link: string | undefined;
  // The email is written after the sign-up transaction commits: give it a moment.
  await expect
    .poll(async () => {
      const res = await request.get(`/api/email-logs?filter=${encodeURIComponent(filter)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const logs = (await res.json()) as { links?: string[] }[];
      link = logs[0]?.links?.find((url) => url.includes('/activate/'));
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/**
 * Signs the page's browser in through the API (the session cookie lands in its context, as the sign-in
 * form's answer would put it there), for journeys whose subject is a screen behind the sign-in, not the
 * form: they then open that screen directly, without loading a console's landing screen they leave at once.
 * The forms' own journeys (auth-journey, backoffice-session, backoffice-roles, ...) sign in as people do.
 */
export async function signInThroughApi(page: Page, { email, password }: { email: string; password: string }) {
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
}
