import { isDeepStrictEqual } from 'node:util';
import { literal, Op, type Order, QueryTypes, type Transaction, type WhereOptions } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { type Language, Survey, SurveyResponse } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { t } from '../../i18n/index.ts';
import { type ListParams, likePattern, pageQuery } from '../../lib/rest.ts';
import { csvDocument } from '../../shared/csv.ts';
import { CHOICE_TYPES, type FormAnswerValue, fieldsOf, RATING_RANGE } from '../../shared/forms.ts';
import {
  FREE_TEXT_TYPES,
  SURVEY_RESULT_TEXTS,
  type SurveyAdmin,
  type SurveyAdminRow,
  type SurveyResultField,
  type SurveyResults,
} from '../../shared/surveys.ts';
import type { SurveyFilter } from '../schemas/surveys.ts';

/**
 * The surveys' management (issue 24's open lab, admin): list, create, edit, delete, close, results and
 * their CSV. A survey's form may change until someone answers it; after that only its title, description
 * and recipients may (SURVEY_HAS_RESPONSES), and it can no longer be deleted. An edit locks the survey's
 * row FOR UPDATE and an answer locks it FOR SHARE (services/surveys.ts), so an answer never lands on a
 * form that is being replaced.
 */

export const SURVEY_ADMIN_SORTABLE = [
  'id',
  'title',
  'status',
  'createdAt',
  'sentAt',
  'closedAt',
  'responseCount',
] as const;

const RESPONSE_COUNT = literal(
  '(SELECT count(*) FROM survey_responses r WHERE r.survey_id = "Survey"."id")::int',
);

type SurveyWithCount = Survey & { get(key: 'responseCount'): number };

function row(s: Survey): SurveyAdminRow {
  return {
    id: s.id,
    title: s.title,
    status: s.status,
    recipientRoles: s.recipientRoles,
    createdAt: s.createdAt.toISOString(),
    sentAt: s.sentAt?.toISOString() ?? null,
    closedAt: s.closedAt?.toISOString() ?? null,
    responseCount: Number((s as SurveyWithCount).get('responseCount') ?? 0),
  };
}

function full(s: Survey): SurveyAdmin {
  return { ...row(s), description: s.description, form: s.form, updatedAt: s.updatedAt.toISOString() };
}

export async function listSurveys(p: ListParams<SurveyFilter>) {
  const where: WhereOptions[] = [];
  const f = p.filter;
  if (f.id !== undefined) where.push({ id: { [Op.in]: [f.id].flat() } });
  if (f.status) where.push({ status: f.status });
  if (f.q) where.push({ title: { [Op.iLike]: likePattern(f.q) } });
  const { order, ...page } = pageQuery(p);
  const sorted: Order =
    p.sort.field === 'responseCount'
      ? [
          [RESPONSE_COUNT, p.sort.order],
          ['id', p.sort.order],
        ]
      : order;
  const { rows, count } = await Survey.findAndCountAll({
    where: { [Op.and]: where },
    attributes: { include: [[RESPONSE_COUNT, 'responseCount']] },
    ...page,
    order: sorted,
  });
  return { rows: rows.map(row), count };
}

async function load(id: number, transaction?: Transaction, lock = false) {
  const survey = await Survey.findByPk(id, {
    attributes: { include: [[RESPONSE_COUNT, 'responseCount']] },
    transaction,
    ...(lock && transaction ? { lock: transaction.LOCK.UPDATE } : {}),
  });
  if (!survey) throw new AppError('NOT_FOUND');
  return survey;
}

export async function getSurvey(id: number) {
  return full(await load(id));
}

export interface SurveyInput {
  title: string;
  description?: string | null;
  recipientRoles: Survey['recipientRoles'];
  form: Survey['form'];
}

/** A new survey, a draft until it is sent. */
export async function createSurvey(body: SurveyInput, userId: number) {
  const created = await Survey.create({
    title: body.title,
    description: body.description || null,
    recipientRoles: [...new Set(body.recipientRoles)],
    form: body.form,
    createdBy: userId,
  });
  return getSurvey(created.id);
}

/** Title, description and recipients always; the form only while nobody has answered. */
export async function updateSurvey(id: number, body: SurveyInput) {
  const sql = connectionOf(Survey);
  await sql.transaction(async (transaction) => {
    const survey = await Survey.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!survey) throw new AppError('NOT_FOUND');
    if (!isDeepStrictEqual(survey.form, body.form) && (await responseCount(id, transaction)) > 0)
      throw new AppError('SURVEY_HAS_RESPONSES');
    await survey.update(
      {
        title: body.title,
        description: body.description || null,
        recipientRoles: [...new Set(body.recipientRoles)],
        form: body.form,
      },
      { transaction },
    );
  });
  return getSurvey(id);
}

/** Deletes a survey nobody has answered (answers are kept: close it instead). */
export async function deleteSurvey(id: number) {
  return connectionOf(Survey).transaction(async (transaction) => {
    const survey = await load(id, transaction, true);
    if ((await responseCount(id, transaction)) > 0) throw new AppError('SURVEY_HAS_RESPONSES');
    const answer = full(survey);
    await survey.destroy({ transaction });
    return answer;
  });
}

/**
 * Closes a sent survey: it takes no more answers (its recipients still see what they answered). Closing
 * a closed one changes nothing; a draft was never sent (SURVEY_NOT_SENT).
 */
export async function closeSurvey(id: number) {
  const sql = connectionOf(Survey);
  const [closed] = await sql.query<{ id: number }>(
    `UPDATE surveys SET status = 'closed', closed_at = now(), updated_at = now()
      WHERE id = $1 AND status = 'published' RETURNING id`,
    { bind: [id], type: QueryTypes.SELECT },
  );
  const survey = await load(id);
  if (!closed && survey.status === 'draft') throw new AppError('SURVEY_NOT_SENT');
  return full(survey);
}

async function responseCount(id: number, transaction?: Transaction) {
  return SurveyResponse.count({ where: { surveyId: id }, transaction });
}

interface ResponseRow {
  id: number;
  user_id: number;
  submitted_at: Date;
  answers: Record<string, FormAnswerValue>;
}

/** Every response of a survey, newest first. */
async function responsesOf(id: number) {
  return connectionOf(Survey).query<ResponseRow>(
    `SELECT id, user_id, submitted_at, answers FROM survey_responses
      WHERE survey_id = $1 ORDER BY submitted_at DESC, id DESC`,
    { bind: [id], type: QueryTypes.SELECT },
  );
}

const isFreeText = (type: string) => (FREE_TEXT_TYPES as readonly string[]).includes(type);

/**
 * The answers per question: counts of every option, yes/no and mark (zeros included: a chart shows the
 * options nobody chose), distinct numbers, averages of ratings and numbers, free texts newest first.
 */
export async function surveyResults(id: number): Promise<SurveyResults> {
  const survey = await load(id);
  const responses = await responsesOf(id);
  const fields: SurveyResultField[] = [];
  for (const section of survey.form.sections)
    for (const field of section.fields) {
      const given = responses
        .map((r) => ({ value: r.answers[field.name], at: r.submitted_at, response: r.id }))
        .filter(
          (a) => a.value !== undefined && a.value !== '' && !(Array.isArray(a.value) && !a.value.length),
        );
      const tally = new Map<string | number | boolean, number>();
      const range = RATING_RANGE[field.type];
      if (CHOICE_TYPES.includes(field.type)) for (const v of field.values ?? []) tally.set(v, 0);
      else if (field.type === 'yesNo') for (const v of [true, false]) tally.set(v, 0);
      else if (range) for (let v = range[0]; v <= range[1]; v++) tally.set(v, 0);
      let sum = 0;
      for (const { value } of given) {
        if (isFreeText(field.type)) continue;
        for (const v of Array.isArray(value) ? value : [value])
          if (tally.has(v) || field.type === 'number') tally.set(v, (tally.get(v) ?? 0) + 1);
        if (typeof value === 'number') sum += value;
      }
      const counts = [...tally].map(([value, count]) => ({ value, count }));
      if (field.type === 'number') counts.sort((a, b) => Number(a.value) - Number(b.value));
      const averaged = field.type === 'number' || range !== undefined;
      fields.push({
        name: field.name,
        type: field.type,
        text: field.text,
        section: section.title,
        answered: given.length,
        counts,
        average: averaged && given.length ? sum / given.length : null,
        texts: isFreeText(field.type)
          ? given
              .slice(0, SURVEY_RESULT_TEXTS)
              .map((a) => ({ response: a.response, value: String(a.value), submittedAt: a.at.toISOString() }))
          : [],
      });
    }
  return {
    id: survey.id,
    title: survey.title,
    status: survey.status,
    responseCount: responses.length,
    fields,
  };
}

/**
 * The responses as CSV: one row each (submitted at, the user's id, then one column per question, headed
 * by its text); several options joined with "; ", yes/no in the caller's language. Cells go through the
 * shared writer (formulas defused: a typed `=HYPERLINK(...)` stays text).
 */
export async function surveyResultsCsv(id: number, lang: Language) {
  const survey = await load(id);
  const fields = fieldsOf(survey.form);
  const responses = await responsesOf(id);
  const header = [
    t(lang, 'survey.csv.submittedAt'),
    t(lang, 'survey.csv.user'),
    ...fields.map((f) => f.text),
  ];
  const rows = responses.map((r) => [
    r.submitted_at,
    r.user_id,
    ...fields.map((f) => {
      const v = r.answers[f.name];
      if (v === undefined) return null;
      if (Array.isArray(v)) return v.join('; ');
      if (typeof v === 'boolean') return t(lang, v ? 'survey.csv.yes' : 'survey.csv.no');
      return v;
    }),
  ]);
  return { title: survey.title, csv: csvDocument(header, rows) };
}
