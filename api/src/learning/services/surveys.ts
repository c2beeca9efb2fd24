import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import {
  type AnswerValue,
  type Language,
  SCALE_MAX,
  SCALE_MIN,
  Survey,
  SurveyAnswer,
  type SurveyQuestion,
  SurveyResponse,
  type User,
} from '../../../../models/index.ts';
import { AppError, type FieldError } from '../../errors.ts';
import { t } from '../../i18n/index.ts';
import { dbFailure } from '../../lib/db-errors.ts';
import type { ListParams } from '../../lib/rest.ts';
import {
  type MySurveyFilter,
  SURVEY_LINE_MAX,
  SURVEY_TEXT_MAX,
  type SurveyResponseInput,
} from '../schemas/surveys.ts';

/**
 * Surveys as their recipients see them (spec 2 /surveys, /surveys/{id}; spec 6: recipients are chosen by
 * role). A viewer sees the published surveys sent to one of their roles, and the closed ones they
 * answered; everything else is 404, as if it did not exist. Each user answers a survey once: the
 * service says so first, and the UNIQUE (survey_id, user_id) key of survey_responses holds it when two
 * submissions race.
 */

export const SURVEY_SORTABLE = ['createdAt', 'id', 'title'] as const;
const SORT_COLUMNS: Record<(typeof SURVEY_SORTABLE)[number], string> = {
  createdAt: 's.created_at',
  id: 's.id',
  title: 's.title',
};

interface ListRow {
  id: number;
  title: string;
  description: string | null;
  status: string;
  created_at: Date;
  submitted_at: Date | null;
  question_count: number;
  total: string;
}

/** The surveys sent to the user's roles: to answer (published) and answered (also once closed). */
export async function listMySurveys(user: User, p: ListParams<MySurveyFilter>) {
  const answered = p.filter.answered;
  const rows = await connectionOf(Survey).query<ListRow>(
    `SELECT s.id, s.title, s.description, s.status, s.created_at, r.submitted_at,
            (SELECT count(*) FROM survey_questions q JOIN survey_sections sec ON sec.id = q.section_id
              WHERE sec.survey_id = s.id)::int AS question_count,
            count(*) OVER () AS total
       FROM surveys s
       LEFT JOIN survey_responses r ON r.survey_id = s.id AND r.user_id = :userId
      WHERE s.recipient_roles && ARRAY[:roles]::text[]
        AND (s.status = 'published' OR (s.status = 'closed' AND r.id IS NOT NULL))
        ${answered === undefined ? '' : answered ? 'AND r.id IS NOT NULL' : 'AND r.id IS NULL'}
      ORDER BY ${SORT_COLUMNS[p.sort.field as keyof typeof SORT_COLUMNS]} ${p.sort.order}, s.id ${p.sort.order}
      OFFSET :offset LIMIT :limit`,
    {
      replacements: { userId: user.id, roles: user.roles, offset: p.offset, limit: p.limit },
      type: QueryTypes.SELECT,
    },
  );
  return {
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      status: r.status,
      createdAt: r.created_at,
      questionCount: r.question_count,
      answeredAt: r.submitted_at,
    })),
    count: rows.length ? Number(rows[0].total) : await countMySurveys(user, answered),
  };
}

/** One survey with its sections and questions, and the user's response when they answered it. */
export async function mySurveyView(user: User, id: number) {
  const survey = await surveyFor(user, id);
  const response = await SurveyResponse.findOne({
    where: { surveyId: id, userId: user.id },
    include: [{ model: SurveyAnswer, as: 'answers' }],
  });
  if (survey.status === 'closed' && !response) throw new AppError('NOT_FOUND');
  return surveyJson(survey, response);
}

/**
 * Records the user's answers, all or nothing: every required question answered, every value of the
 * question's type (an offered option, a number, a date, an email), then the response and its answers in
 * one transaction. A second submission, even a concurrent one, is SURVEY_ALREADY_ANSWERED.
 */
export async function submitMySurvey(user: User, id: number, body: SurveyResponseInput, lang: Language) {
  const survey = await surveyFor(user, id);
  if (survey.status !== 'published') throw new AppError('SURVEY_CLOSED');
  if (await SurveyResponse.findBySurveyAndUser(id, user.id)) throw new AppError('SURVEY_ALREADY_ANSWERED');
  const values = checkAnswers(survey, body, lang);
  try {
    const response = await connectionOf(Survey).transaction(async (transaction) => {
      // An admin closing the survey meanwhile waits for this answer, or this answer sees it closed.
      const current = await Survey.findByPk(id, { transaction, lock: transaction.LOCK.SHARE });
      if (current?.status !== 'published') throw new AppError('SURVEY_CLOSED');
      const created = await SurveyResponse.create({ surveyId: id, userId: user.id }, { transaction });
      const answers = await SurveyAnswer.bulkCreate(
        [...values].map(([questionId, value]) => ({ responseId: created.id, questionId, value })),
        { transaction },
      );
      created.answers = answers;
      return created;
    });
    return surveyJson(survey, response);
  } catch (err) {
    const failure = dbFailure(err);
    if (failure?.code === '23505' && failure.constraint === 'survey_responses_once') {
      throw new AppError('SURVEY_ALREADY_ANSWERED');
    }
    throw err;
  }
}

/** A survey the user may see: published or closed, sent to one of their roles. 404 otherwise. */
async function surveyFor(user: User, id: number) {
  const survey = await Survey.findWithQuestions(id);
  const sent = survey?.recipientRoles.some((role) => user.roles.includes(role));
  if (!survey || !sent || survey.status === 'draft') throw new AppError('NOT_FOUND');
  return survey;
}

function surveyJson(survey: Survey, response: SurveyResponse | null) {
  return {
    id: survey.id,
    title: survey.title,
    description: survey.description,
    status: survey.status,
    createdAt: survey.createdAt,
    sections: (survey.sections ?? []).map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
      questions: (s.questions ?? []).map((q) => {
        const { sectionId: _s, position: _p, ...question } = q.toFormattedJSON();
        return question;
      }),
    })),
    response: response
      ? {
          submittedAt: response.submittedAt,
          answers: (response.answers ?? []).map((a) => ({ questionId: a.questionId, value: a.value })),
        }
      : null,
  };
}

async function countMySurveys(user: User, answered: boolean | undefined) {
  const [row] = await connectionOf(Survey).query<{ n: number }>(
    `SELECT count(*)::int AS n FROM surveys s
       LEFT JOIN survey_responses r ON r.survey_id = s.id AND r.user_id = :userId
      WHERE s.recipient_roles && ARRAY[:roles]::text[]
        AND (s.status = 'published' OR (s.status = 'closed' AND r.id IS NOT NULL))
        ${answered === undefined ? '' : answered ? 'AND r.id IS NOT NULL' : 'AND r.id IS NULL'}`,
    { replacements: { userId: user.id, roles: user.roles }, type: QueryTypes.SELECT },
  );
  return row?.n ?? 0;
}

/** The answers to store by question id, or SURVEY_ANSWERS_INVALID naming each question to look at again. */
function checkAnswers(survey: Survey, body: SurveyResponseInput, lang: Language) {
  const questions = new Map<number, SurveyQuestion>();
  for (const section of survey.sections ?? [])
    for (const q of section.questions ?? []) questions.set(q.id, q);
  const given = new Map<number, unknown>();
  const fields: FieldError[] = [];
  for (const { questionId, value } of body.answers) {
    const field = `answers.${questionId}`;
    if (!questions.has(questionId)) fields.push({ field, message: t(lang, 'validation.unknownField') });
    else if (given.has(questionId)) fields.push({ field, message: t(lang, 'validation.invalid') });
    else given.set(questionId, value);
  }
  const values = new Map<number, AnswerValue>();
  for (const q of questions.values()) {
    const checked = checkAnswer(q, given.get(q.id), lang);
    if ('error' in checked) fields.push({ field: `answers.${q.id}`, message: checked.error });
    else if (checked.value !== null) values.set(q.id, checked.value);
    else if (q.required) fields.push({ field: `answers.${q.id}`, message: t(lang, 'validation.required') });
  }
  if (fields.length) throw new AppError('SURVEY_ANSWERS_INVALID', { count: fields.length }, fields);
  return values;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One answer against its question's type: the value to keep, null when unanswered, or the error. */
function checkAnswer(
  q: SurveyQuestion,
  raw: unknown,
  lang: Language,
): { value: AnswerValue | null } | { error: string } {
  const invalid = { error: t(lang, 'validation.invalid') };
  if (raw === undefined || raw === null) return { value: null };
  const options = q.options ?? [];
  const notOffered = { error: t(lang, 'validation.enum', { values: options.join(', ') }) };
  switch (q.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'date':
    case 'select':
    case 'radio': {
      if (typeof raw !== 'string') return invalid;
      const text = raw.trim();
      if (text === '') return { value: null };
      const max = q.type === 'textarea' ? SURVEY_TEXT_MAX : SURVEY_LINE_MAX;
      if (text.length > max) return { error: t(lang, 'validation.tooLong', { max }) };
      if (q.type === 'email' && !EMAIL.test(text)) return { error: t(lang, 'validation.email') };
      if (q.type === 'date' && !isCalendarDate(text)) return { error: t(lang, 'validation.format') };
      if ((q.type === 'select' || q.type === 'radio') && !options.includes(text)) return notOffered;
      return { value: text };
    }
    case 'number': {
      const text = typeof raw === 'string' ? raw.trim().replace(',', '.') : null;
      if (text === '') return { value: null };
      const n =
        typeof raw === 'number' ? raw : /^-?\d+(\.\d+)?$/.test(text ?? '') ? Number(text) : Number.NaN;
      if (!Number.isFinite(n))
        return { error: t(lang, 'validation.type', { expected: t(lang, 'type.number') }) };
      return { value: n };
    }
    case 'scale': {
      // One of the scale's whole values (the form sends text, an API client may send the number).
      const text = typeof raw === 'string' ? raw.trim() : null;
      if (text === '') return { value: null };
      const n = typeof raw === 'number' ? raw : /^\d{1,2}$/.test(text ?? '') ? Number(text) : Number.NaN;
      if (!Number.isInteger(n) || n < SCALE_MIN || n > SCALE_MAX) {
        return { error: t(lang, 'validation.scale', { min: SCALE_MIN, max: SCALE_MAX }) };
      }
      return { value: n };
    }
    case 'checkbox': {
      // Without options a checkbox is one yes/no box: unticked is no answer (a required one must be ticked).
      if (options.length === 0) {
        if (typeof raw !== 'boolean') return invalid;
        return { value: raw ? true : null };
      }
      const chosen = typeof raw === 'string' ? [raw] : raw;
      if (!Array.isArray(chosen) || chosen.some((v) => typeof v !== 'string')) return invalid;
      const unique = [...new Set(chosen as string[])];
      if (unique.some((v) => !options.includes(v))) return notOffered;
      return { value: unique.length ? unique : null };
    }
    default:
      return invalid;
  }
}

function isCalendarDate(text: string) {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
