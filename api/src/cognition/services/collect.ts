import { QueryTypes, type Transaction } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { Channel, Course, Product, Survey, type Translations, type User } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { assertCan, isAdmin } from '../../policy.ts';
import { COGNITION_LANGS, type CognitionLang, type CognitionTarget } from '../../shared/cognition.ts';
import { plainText } from '../analysis.ts';

/**
 * What a cognition run reads of its target: the texts in each language they are declared in (a row's own
 * fields in its `language`, and its `translations` per language), and what its viewers wrote (chat
 * messages not hidden by moderation, lesson ratings' comments). Surveys are the platform's, sent to
 * roles, not to a product: a product's run reads none (counted 0); a survey is a target of its own, for
 * administrators, whose run reads its free-text answers (short and long texts; never the e-mails, phones
 * or dates people gave) and no texts of its own.
 */
export interface TextField {
  field: string;
  lang: CognitionLang;
  text: string;
}
export interface Voice {
  source: 'chat' | 'ratings' | 'surveys';
  text: string;
}
export interface TargetRef {
  type: CognitionTarget;
  id: number;
  title: string;
  /** The channel it belongs to; null for a survey (the platform's: no organizer sees its runs). */
  channelId: number | null;
  declared: CognitionLang;
}
export interface TargetTexts extends TargetRef {
  fields: TextField[];
  voices: Voice[];
}

/** The answers of a survey that are words people wrote (not e-mails, phones or dates). */
const SURVEY_TEXT_TYPES = ['shortText', 'longText'];

/** Texts kept per voice and per field: enough to analyse, bounded for big chats. */
const MAX_VOICES = 2000;
const MAX_FIELD = 20_000;

const asLang = (l: string | null | undefined): CognitionLang =>
  (COGNITION_LANGS as readonly string[]).includes(l ?? '') ? (l as CognitionLang) : 'es';

/**
 * The target as the caller may analyse it: a product or course of their channels, or their channel
 * (administrators: any). Not theirs, or not there: NOT_FOUND (the policy's answer for others' rows).
 */
export async function resolveTarget(
  user: User | null,
  type: CognitionTarget,
  id: number,
  transaction?: Transaction,
): Promise<TargetRef> {
  if (type === 'survey') {
    // The administrators' only: to anyone else a survey is nothing to analyse.
    if (user && !isAdmin(user)) throw new AppError('NOT_FOUND');
    const survey = await Survey.findByPk(id, { transaction });
    if (!survey) throw new AppError('NOT_FOUND');
    return { type, id, title: survey.title, channelId: null, declared: 'es' };
  }
  if (type === 'channel') {
    const channel = await Channel.findByPk(id, { transaction });
    if (!channel) throw new AppError('NOT_FOUND');
    if (user) await assertCan(user, 'channel.manage', channel, { transaction });
    return { type, id, title: channel.title, channelId: channel.id, declared: asLang(channel.language) };
  }
  const product =
    type === 'product'
      ? await Product.findByPk(id, { transaction })
      : await Course.findByPk(id, { transaction }).then((c) =>
          c ? Product.findByPk(c.productId, { transaction }) : null,
        );
  if (!product) throw new AppError('NOT_FOUND');
  if (user) await assertCan(user, 'product.edit', { channelId: product.channelId }, { transaction });
  return { type, id, title: product.title, channelId: product.channelId, declared: asLang(product.language) };
}

function fieldsOf(
  prefix: string,
  declared: CognitionLang,
  own: Record<string, string | null | undefined>,
  translations: Translations | null | undefined,
  html: string[] = [],
): TextField[] {
  const out: TextField[] = [];
  const add = (lang: CognitionLang, field: string, value: string | null | undefined) => {
    const text = (html.includes(field) ? plainText(value) : (value ?? '').trim()).slice(0, MAX_FIELD);
    if (text) out.push({ field: prefix ? `${prefix} ${field}` : field, lang, text });
  };
  for (const [field, value] of Object.entries(own)) add(declared, field, value);
  for (const lang of COGNITION_LANGS) {
    if (lang === declared) continue;
    for (const [field, value] of Object.entries(translations?.[lang] ?? {})) {
      if (field in own) add(lang, field, value);
    }
  }
  return out;
}

function productFields(product: Product, prefix = ''): TextField[] {
  return fieldsOf(
    prefix,
    asLang(product.language),
    { title: product.title, shortDescription: product.shortDescription, description: product.description },
    product.translations,
    ['description'],
  );
}

async function courseFields(productId: number, declared: CognitionLang): Promise<TextField[]> {
  const course = await Course.findOne({ where: { productId } });
  if (!course) return [];
  const full = await Course.findWithLessons(course.id);
  const own: Record<string, string | null> = { requirements: course.requirements, program: course.program };
  course.faqs.forEach((f, i) => {
    own[`FAQ ${i + 1}`] = `${f.question} ${f.answer}`;
  });
  const out = fieldsOf('', declared, own, null, ['requirements', 'program']);
  for (const [m, mod] of (full?.modules ?? []).entries()) {
    out.push(...fieldsOf(`module ${m + 1}`, declared, { title: mod.title }, null));
    for (const [l, lesson] of (mod.lessons ?? []).entries()) {
      out.push(
        ...fieldsOf(
          `lesson ${m + 1}.${l + 1}`,
          declared,
          { title: lesson.title, description: lesson.description },
          null,
          ['description'],
        ),
      );
    }
  }
  return out;
}

async function voicesOf(productIds: number[]): Promise<Voice[]> {
  if (!productIds.length) return [];
  const sql = connectionOf(Product);
  const chat = await sql.query<{ text: string }>(
    `SELECT text FROM chat_messages WHERE product_id = ANY($1) AND status <> 'hidden'
      ORDER BY id DESC LIMIT ${MAX_VOICES}`,
    { bind: [productIds], type: QueryTypes.SELECT },
  );
  const ratings = await sql.query<{ comment: string }>(
    `SELECT r.comment FROM lesson_ratings r
       JOIN lessons l ON l.id = r.lesson_id
       JOIN course_modules m ON m.id = l.module_id
       JOIN courses c ON c.id = m.course_id
      WHERE c.product_id = ANY($1) AND coalesce(btrim(r.comment), '') <> ''
      ORDER BY r.id DESC LIMIT ${MAX_VOICES}`,
    { bind: [productIds], type: QueryTypes.SELECT },
  );
  return [
    ...chat.map((r) => ({ source: 'chat' as const, text: r.text })),
    ...ratings.map((r) => ({ source: 'ratings' as const, text: r.comment })),
  ].filter((v) => v.text.trim());
}

/** A survey's free-text answers, newest first. */
async function surveyVoices(surveyId: number): Promise<Voice[]> {
  const survey = await Survey.findByPk(surveyId);
  if (!survey) throw new AppError('NOT_FOUND');
  const names = survey.form.sections
    .flatMap((s) => s.fields)
    .filter((f) => SURVEY_TEXT_TYPES.includes(f.type))
    .map((f) => f.name);
  if (!names.length) return [];
  const rows = await connectionOf(Survey).query<{ text: string }>(
    `SELECT a.value #>> '{}' AS text
       FROM survey_responses r, jsonb_each(r.answers) a
      WHERE r.survey_id = $1 AND a.key = ANY($2) AND jsonb_typeof(a.value) = 'string'
        AND btrim(a.value #>> '{}') <> ''
      ORDER BY r.submitted_at DESC, r.id DESC, a.key LIMIT ${MAX_VOICES}`,
    { bind: [surveyId, names], type: QueryTypes.SELECT },
  );
  return rows.map((r) => ({ source: 'surveys' as const, text: r.text }));
}

/** Every text of the target and its viewers' words, read now (in the job). */
export async function collectTexts(ref: TargetRef): Promise<TargetTexts> {
  if (ref.type === 'survey') return { ...ref, fields: [], voices: await surveyVoices(ref.id) };
  if (ref.type === 'channel') {
    const channel = await Channel.findByPk(ref.id);
    if (!channel) throw new AppError('NOT_FOUND');
    const products = await Product.findAll({ where: { channelId: channel.id }, order: [['id', 'ASC']] });
    const fields = fieldsOf(
      '',
      asLang(channel.language),
      { title: channel.title, description: channel.description },
      channel.translations,
      ['description'],
    );
    for (const p of products) fields.push(...productFields(p, `“${p.title.slice(0, 60)}”`));
    return { ...ref, fields, voices: await voicesOf(products.map((p) => p.id)) };
  }
  const productId =
    ref.type === 'product' ? ref.id : ((await Course.findByPk(ref.id))?.productId ?? Number.NaN);
  const product = Number.isNaN(productId) ? null : await Product.findByPk(productId);
  if (!product) throw new AppError('NOT_FOUND');
  const fields = productFields(product);
  if (ref.type === 'course' || product.type === 'course')
    fields.push(...(await courseFields(product.id, asLang(product.language))));
  return { ...ref, fields, voices: await voicesOf([product.id]) };
}
