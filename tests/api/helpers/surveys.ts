import {
  type QuestionType,
  type Role,
  Survey,
  SurveyQuestion,
  SurveySection,
  type SurveyStatus,
} from '../../../models/index.ts';
import { uid } from './catalogue.ts';

export interface QuestionFixture {
  statement?: string;
  type: QuestionType;
  required?: boolean;
  options?: string[];
  placeholder?: string;
}

/**
 * A survey written straight in the database (its management screens are another issue): one section per
 * list of questions, published for viewers unless told otherwise. Answers the survey and its questions in
 * order.
 */
export async function createSurvey(
  sections: QuestionFixture[][],
  opts: { status?: SurveyStatus; roles?: Role[]; title?: string } = {},
) {
  const survey = await Survey.create({
    title: opts.title ?? `Encuesta ${uid()}`,
    description: 'Una encuesta de prueba',
    status: opts.status ?? 'published',
    recipientRoles: opts.roles ?? ['USER'],
    createdBy: null,
  });
  const questions: SurveyQuestion[] = [];
  for (const [position, list] of sections.entries()) {
    const section = await SurveySection.create({
      surveyId: survey.id,
      title: `Sección ${position + 1}`,
      description: null,
      position,
    });
    for (const [index, q] of list.entries()) {
      questions.push(
        await SurveyQuestion.create({
          sectionId: section.id,
          name: null,
          statement: q.statement ?? `Pregunta ${index + 1}`,
          type: q.type,
          required: q.required ?? false,
          placeholder: q.placeholder ?? null,
          options: q.options ?? [],
          position: index,
        }),
      );
    }
  }
  return { survey, questions };
}

/** A survey with one question of each kind; the radio, number and consent box are required. */
export function surveyOfEveryKind(opts: { status?: SurveyStatus; roles?: Role[] } = {}) {
  return createSurvey(
    [
      [
        { type: 'radio', required: true, options: ['Sí', 'No'] },
        { type: 'checkbox', options: ['Teatro', 'Cine', 'Música'] },
        { type: 'select', options: ['Móvil', 'Ordenador'] },
        { type: 'text' },
      ],
      [
        { type: 'number', required: true },
        { type: 'textarea' },
        { type: 'email' },
        { type: 'date' },
        { type: 'checkbox', required: true },
      ],
    ],
    opts,
  );
}
