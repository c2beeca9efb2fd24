import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { AppError, type FieldError } from '../errors.ts';
import { type MessageKey, t } from '../i18n/index.ts';

const MAX_JSON_BYTES = 100 * 1024;
/** No form of ours nests deeper than a few levels; deeper JSON is refused before anything walks it. */
export const MAX_JSON_DEPTH = 32;

/** Reads the JSON body and validates it; every failure is a translated 4xx naming the field. */
export async function readJson<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  maxBytes = MAX_JSON_BYTES,
): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const raw = await c.req.text();
  if (Buffer.byteLength(raw) > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  if (jsonDepth(raw) > MAX_JSON_DEPTH) throw new AppError('JSON_TOO_DEEP', { max: MAX_JSON_DEPTH });
  let data: unknown;
  try {
    data = raw.length ? JSON.parse(raw) : undefined;
  } catch {
    throw new AppError('INVALID_JSON');
  }
  const withNul = nulPaths(data);
  if (withNul.length) {
    const message = t(c.get('lang'), 'validation.format');
    throw new AppError(
      'VALIDATION_ERROR',
      { details: withNul.map((f) => `${f}: ${message}`).join('; ') },
      withNul.map((field) => ({ field, message })),
    );
  }
  return validate(c, schema, data);
}

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing it (brackets inside
 * strings do not count), so a hostile body never reaches a recursive walk.
 */
export function jsonDepth(raw: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \\ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 /* { */ || ch === 91 /* [ */) {
      depth++;
      if (depth > max) max = depth;
    } else if (ch === 125 /* } */ || ch === 93 /* ] */) depth--;
  }
  return max;
}

/** Where the JSON holds a text with a NUL character: PostgreSQL cannot store one (it would be a 500). */
function nulPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.') || '(body)');
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) nulPaths(v, [...path, String(i)], found);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) nulPaths(v, [...path, k], found);
  }
  return found;
}

/** Validates already-parsed data (query strings, JSON); `prefix` names the parameter in the field paths. */
export function validate<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  data: unknown,
  prefix?: string,
  code: 'VALIDATION_ERROR' | 'INVALID_PARAMETER' = 'VALIDATION_ERROR',
): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const lang = c.get('lang');
  const fields: FieldError[] = [];
  for (const issue of parsed.error.issues) {
    const base = [...(prefix ? [prefix] : []), ...issue.path.map(String)].join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        fields.push({ field: base ? `${base}.${key}` : key, message: t(lang, 'validation.unknownField') });
      }
      continue;
    }
    fields.push({ field: base || '(body)', message: issueMessage(lang, issue, valueAt(data, issue.path)) });
  }
  const details = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  throw new AppError(code, { details }, fields);
}

/**
 * Validates a query parameter that carries JSON (the exports' `filter`): absent is `{}`, text that is not
 * JSON is checked as null, so it gets the schema's own error under `prefix`.
 */
export function validateJson<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  text: string | undefined,
  prefix: string,
): z.output<S> {
  let parsed: unknown = {};
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  return validate(c, schema, parsed, prefix);
}

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let cur = data;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

type Issue = z.core.$ZodIssue;

function issueMessage(lang: Parameters<typeof t>[0], issue: Issue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined || value === null) return t(lang, 'validation.required');
      const typeKey = `type.${issue.expected}` as MessageKey;
      const expected = t(lang, typeKey);
      return t(lang, 'validation.type', { expected: expected === typeKey ? issue.expected : expected });
    }
    case 'too_big':
      if (issue.origin === 'string') return t(lang, 'validation.tooLong', { max: Number(issue.maximum) });
      return t(lang, 'validation.tooBig', { max: Number(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 && (value === '' || value === undefined)
          ? t(lang, 'validation.required')
          : t(lang, 'validation.tooShort', { min: Number(issue.minimum) });
      }
      return t(lang, 'validation.tooSmall', { min: Number(issue.minimum) });
    case 'invalid_format':
      if (issue.format === 'regex' && issue.message?.startsWith('validation.'))
        return t(lang, issue.message as MessageKey);
      return issue.format === 'email' ? t(lang, 'validation.email') : t(lang, 'validation.format');
    case 'invalid_value':
      if (value === undefined) return t(lang, 'validation.required');
      return t(lang, 'validation.enum', { values: issue.values.map(String).join(', ') });
    case 'custom':
      // Custom refinements carry a message key of the catalogue as their message.
      return t(lang, (issue.message || 'validation.invalid') as MessageKey);
    default:
      return t(lang, 'validation.invalid');
  }
}
