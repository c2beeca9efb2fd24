import type { APIRoute } from 'astro';

const SESSION_COOKIE = 'platea_session';

/**
 * Signs out on the server: the API revokes the token; the cookie it clears travels on the in-process
 * response only, so we clear the browser's copy here too.
 */
export const GET: APIRoute = async ({ locals, cookies, redirect, url }) => {
  if (locals.platea.user || cookies.has(SESSION_COOKIE)) {
    try {
      await locals.platea.api('/api/auth/logout', {
        method: 'POST',
        headers: { origin: url.origin, 'accept-language': locals.locale },
      });
    } catch {
      // The cookie goes anyway; a token the API could not revoke expires on its own.
    }
  }
  cookies.delete(SESSION_COOKIE, { path: '/' });
  return redirect('/', 303);
};

export const POST = GET;
