import { randomUUID } from 'node:crypto';
import { createApp } from '../../../api/src/app.ts';

export const app = createApp();

// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the API answers
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as-is instead of JSON.stringify(body): for malformed payloads. */
  raw?: string;
  token?: string;
  cookie?: string;
  lang?: string;
  /** Client IP (X-Forwarded-For; the tests run with TRUST_PROXY). A random one by default. */
  ip?: string;
  headers?: Record<string, string>;
  /** Content-Type of the body (application/json by default); null sends the body without one. */
  contentType?: string | null;
}

/** Calls the API in-process (no server listening) and parses the JSON answer. */
// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the API answers
export async function call<T = any>(
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {
    'x-forwarded-for': opts.ip ?? `10.${rand()}.${rand()}.${rand()}`,
    ...opts.headers,
  };
  if (opts.lang) headers['accept-language'] = opts.lang;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined && opts.contentType !== null)
    headers['content-type'] = opts.contentType ?? 'application/json';
  // A string body would get text/plain from fetch: bytes travel without any Content-Type.
  const payload = body !== undefined && opts.contentType === null ? new TextEncoder().encode(body) : body;
  const res = await app.request(path, { method, headers, body: payload });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (the tracking pixel): keep the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

const rand = () => Math.floor(Math.random() * 250) + 1;

export const uniqueEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.test`;

export const STRONG_PASSWORD = 'Str0ng.Pass';
