import { env } from '../env.ts';

// One JSON line per event: greppable locally, parseable by any log collector.
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;
const threshold = levels[env.LOG_LEVEL];

/** Query parameters named like a secret (`password`, `newPassword`, `token`, `client_secret`, `key`...). */
const SECRET_PARAM = /([?&;][^=&#\s"]*(?:pass|secret|token|key|signature)[^=&#\s"]*=)[^&#\s"]*/gi;

/**
 * Every string of a log line goes through this: a secret in a query string never reaches the logs,
 * whatever a caller passes (a URL, an error message quoting one, a stack). The emailed links that
 * `mail.logged` prints on purpose (no SMTP: the log is the mailbox) carry their token in the path, not
 * in a query, and stay usable.
 */
export function redact(text: string): string {
  return text.replace(SECRET_PARAM, '$1[redacted]');
}

/** The JSON line of one event, secrets redacted. */
export function formatLine(level: Level, msg: string, fields: Record<string, unknown> = {}): string {
  return JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }, (_key, value: unknown) =>
    typeof value === 'string' ? redact(value) : value,
  );
}

function write(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (levels[level] < threshold) return;
  const line = formatLine(level, msg, fields);
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};
