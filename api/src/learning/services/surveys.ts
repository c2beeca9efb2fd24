import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { type Language, Survey, SurveyResponse, type User } from '../../../../models/index.ts';
import { AppError, type FieldError } from '../../errors.ts';
import { type MessageKey, t } from '../../i18n/index.ts';
import { dbFailure } from '../../lib/db-errors.ts';
import type { ListParams } from '../../lib/rest.ts';
import { checkAnswers, type FormAnswerError } from '../../shared/forms.ts';
import type { SurveyAnswersInput as SurveyResponseInput } from '../../shared/surveys.ts';
import type { MySurveyFilter } from '../schemas/surveys.ts';

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
            (SELECT count(*) FROM jsonb_array_elements(s.form -> 'sections') sec,
                                  jsonb_array_elements(sec -> 'fields') f)::int AS question_count,
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

/** One survey with its form, and the user's response when they answered it. */
export async function mySurveyView(user: User, id: number) {
  const survey = await surveyFor(user, id);
  const response = await SurveyResponse.findBySurveyAndUser(id, user.id);
  if (survey.status === 'closed' && !response) throw new AppError('NOT_FOUND');
  return surveyJson(survey, response);
}

/**
 * Records the user's answers, all or nothing: `checkAnswers` (api/src/shared/forms.ts) is the one rule
 * (required questions answered, each answer of its question's type, answers to questions not asked
 * dropped); a refusal is VALIDATION_ERROR naming each `answers.<name>` in the user's language. A second
 * submission, even a concurrent one, is SURVEY_ALREADY_ANSWERED (the UNIQUE key decides the race).
 */
export async function submitMySurvey(user: User, id: number, body: SurveyResponseInput, lang: Language) {
  const survey = await surveyFor(user, id);
  if (survey.status !== 'published') throw new AppError('SURVEY_CLOSED');
  if (await SurveyResponse.findBySurveyAndUser(id, user.id)) throw new AppError('SURVEY_ALREADY_ANSWERED');
  try {
    const response = await connectionOf(Survey).transaction(async (transaction) => {
      // An admin closing the survey or changing its form meanwhile waits for this answer, or this
      // answer sees the survey as it became.
      const current = await Survey.findByPk(id, { transaction, lock: transaction.LOCK.SHARE });
      if (current?.status !== 'published') throw new AppError('SURVEY_CLOSED');
      const { values, errors } = checkAnswers(current.form, body.answers);
      if (errors.length) throw answersRefused(errors, lang);
      return SurveyResponse.create({ surveyId: id, userId: user.id, answers: values }, { transaction });
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

/** VALIDATION_ERROR naming each refused answer (`answers.<name>`) with why, in the user's language. */
function answersRefused(errors: { field: string; error: FormAnswerError }[], lang: Language) {
  const fields: FieldError[] = errors.map((e) => ({
    field: `answers.${e.field}`,
    message: t(lang, `validation.form.answer.${e.error}` as MessageKey),
  }));
  return new AppError(
    'VALIDATION_ERROR',
    { details: fields.map((f) => `${f.field}: ${f.message}`).join('; ') },
    fields,
  );
}

/** A survey the user may see: published or closed, sent to one of their roles. 404 otherwise. */
async function surveyFor(user: User, id: number) {
  const survey = await Survey.findByPk(id);
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
    form: survey.form,
    response: response ? { submittedAt: response.submittedAt, answers: response.answers } : null,
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
