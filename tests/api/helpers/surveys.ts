import type { Form, FormField, FormFieldType, ShowIf } from '../../../api/src/shared/forms.ts';
import { type Role, Survey, type SurveyStatus } from '../../../models/index.ts';
import { uid } from './catalogue.ts';

export interface FieldFixture {
  type: FormFieldType;
  name?: string;
  text?: string;
  required?: boolean;
  values?: string[];
  placeholder?: string;
  showIf?: ShowIf;
}

/** A form of one section per list of fields; fields unnamed are q1, q2… in order. */
export function formOf(sections: FieldFixture[][]): Form {
  let n = 0;
  return {
    sections: sections.map((list, s) => ({
      title: `Sección ${s + 1}`,
      fields: list.map((f): FormField => {
        n++;
        return {
          name: f.name ?? `q${n}`,
          type: f.type,
          required: f.required ?? false,
          text: f.text ?? `Pregunta ${n}`,
          ...(f.placeholder ? { placeholder: f.placeholder } : {}),
          ...(f.values ? { values: f.values } : {}),
          ...(f.showIf ? { showIf: f.showIf } : {}),
        };
      }),
    })),
  };
}

/**
 * A survey written straight in the database, published for viewers unless told otherwise. Answers the
 * survey and its form's fields in order.
 */
export async function createSurvey(
  sections: FieldFixture[][],
  opts: { status?: SurveyStatus; roles?: Role[]; title?: string } = {},
) {
  const form = formOf(sections);
  const status = opts.status ?? 'published';
  const survey = await Survey.create({
    title: opts.title ?? `Encuesta ${uid()}`,
    description: 'Una encuesta de prueba',
    status,
    recipientRoles: opts.roles ?? ['USER'],
    form,
    sentAt: status === 'draft' ? null : new Date(),
    closedAt: status === 'closed' ? new Date() : null,
    createdBy: null,
  });
  return { survey, fields: form.sections.flatMap((s) => s.fields) };
}

/**
 * A survey with one field of each type (q1…q11): the single choice q1, the number q7 and the yes/no q9
 * are required.
 */
export function surveyOfEveryKind(opts: { status?: SurveyStatus; roles?: Role[] } = {}) {
  return createSurvey(
    [
      [
        { type: 'singleChoice', required: true, values: ['Sí', 'No'] },
        { type: 'multipleChoice', values: ['Teatro', 'Cine', 'Música'] },
        { type: 'shortText' },
        { type: 'longText' },
        { type: 'email' },
        { type: 'phone' },
      ],
      [
        { type: 'number', required: true },
        { type: 'date' },
        { type: 'yesNo', required: true },
        { type: 'rating5' },
        { type: 'rating10' },
      ],
    ],
    opts,
  );
}

/** Answers for surveyOfEveryKind: its required fields answered, plus any others given. */
export const completeAnswers = (extra: Record<string, unknown> = {}) => ({
  q1: 'Sí',
  q7: 7,
  q9: true,
  ...extra,
});
