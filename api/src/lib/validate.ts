import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { AppError, type FieldError } from '../errors.ts';
import { type MessageKey, t } from '../i18n/index.ts';

const MAX_JSON_BYTES = 256 * 1024;

/** Reads the JSON body and validates it; every failure is a translated 4xx naming the field. */
export async function readJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const raw = await c.req.text();
  if (Buffer.byteLength(raw) > MAX_JSON_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  let data: unknown;
  try {
    data = raw.length ? JSON.parse(raw) : undefined;
  } catch {
    throw new AppError('INVALID_JSON');
  }
  return validate(c, schema, data);
}

/** Validates already-parsed data (query strings, JSON). */
export function validate<S extends z.ZodType>(c: Context<AppEnv>, schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const lang = c.get('lang');
  const fields: FieldError[] = [];
  for (const issue of parsed.error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        fields.push({ field: base ? `${base}.${key}` : key, message: t(lang, 'validation.unknownField') });
      }
      continue;
    }
    fields.push({ field: base || '(body)', message: issueMessage(lang, issue, valueAt(data, issue.path)) });
  }
  const details = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  throw new AppError('VALIDATION_ERROR', { details }, fields);
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
      return issue.format === 'email' ? t(lang, 'validation.email') : t(lang, 'validation.format');
    case 'invalid_value':
      return t(lang, 'validation.enum', { values: issue.values.map(String).join(', ') });
    case 'custom':
      // Custom refinements carry a message key of the catalogue as their message.
      return t(lang, (issue.message || 'validation.invalid') as MessageKey);
    default:
      return t(lang, 'validation.invalid');
  }
}
