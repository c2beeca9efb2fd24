import { safeReturnPath } from '../../../api/src/shared/return-path.ts';
import { isSameOrigin } from '../../../api/src/shared/same-origin.ts';

/** What the sign-in form shows after a refused POST: the API's error, the address typed, where to go next. */
export interface PostedSignIn {
  email: string;
  next: string;
  error: { code: string; message: string };
}

/**
 * The sign-in form's POST (pages/login.astro), for a form sent before its island hydrated or without
 * JavaScript: the same POST /api/auth/login the island makes, in process and as this visitor (their
 * address and browser, for the throttle and the session list). Signed in, it answers the redirect to
 * `next` with the API's own session cookie (one cookie policy); refused, what the form shows.
 */
export async function signInFromForm(
  request: Request,
  locals: App.Locals,
): Promise<{ response: Response } | { posted: PostedSignIn; status: number }> {
  if (!isSameOrigin(request)) return { response: new Response(null, { status: 403 }) };
  const form = await request.formData().catch(() => new FormData());
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const email = field('email').trim().slice(0, 254);
  const headers = new Headers({ 'content-type': 'application/json', 'accept-language': locals.locale });
  for (const name of ['x-forwarded-for', 'user-agent']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const res = await locals.platea.api('/api/auth/login', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: field('password') }),
  });
  const next = safeReturnPath(field('next'));
  const cookie = res.headers.get('set-cookie');
  if (res.ok && cookie) {
    return {
      response: new Response(null, { status: 303, headers: { location: next, 'set-cookie': cookie } }),
    };
  }
  const answer = (await res.json().catch(() => null)) as {
    error?: { code?: string; message?: string };
  } | null;
  const error = {
    code: answer?.error?.code ?? 'SERVER_ERROR',
    message: answer?.error?.message ?? '',
  };
  return { posted: { email, next, error }, status: res.status };
}
