import { QueryTypes } from 'sequelize';
import type { Migration } from '../migrate.ts';

// Issue 24 (open lab): a survey's questions are a form of the form creator (api/src/shared/forms.ts), kept
// as one JSON document, and a response's answers one JSON object (field name → value). The sections,
// questions and answers tables are converted into them and dropped:
//  - surveys.form: {"sections": [{"title", "description"?, "fields": [{name, type, required, text,
//    placeholder?, values?}]}]}, the question types mapped text→shortText, textarea→longText,
//    select/radio→singleChoice, checkbox with options→multipleChoice, checkbox without→yesNo,
//    number, date, email as they are, scale→rating10; a field's name is the question's name when it is
//    a valid and unused one, `q<id>` otherwise;
//  - surveys.sent_at / closed_at: when it was sent and closed (the old rows' last change stands for both);
//  - survey_responses.answers: the answers by field name; UNIQUE (survey_id, user_id) stays (one answer
//    per user, held by the database when submissions race).
// One way: the old tables are gone, there is no down.

const TYPES: Record<string, string> = {
  text: 'shortText',
  textarea: 'longText',
  select: 'singleChoice',
  radio: 'singleChoice',
  number: 'number',
  date: 'date',
  email: 'email',
  scale: 'rating10',
};
const NAME = /^[a-z][a-z0-9_-]{0,62}$/i;

export interface OldQuestion {
  id: number;
  section_id: number;
  name: string | null;
  statement: string;
  type: string;
  required: boolean;
  placeholder: string | null;
  options: string[];
}
export interface OldSection {
  id: number;
  title: string;
  description: string | null;
}

/** One survey's sections and questions (each in order) as a form, and each question id's field name. */
export function formOfQuestions(sections: OldSection[], questions: OldQuestion[]) {
  const names = new Map<number, string>();
  const used = new Set<string>();
  const form = {
    sections: sections.map((s) => ({
      title: s.title,
      ...(s.description ? { description: s.description } : {}),
      fields: questions
        .filter((q) => q.section_id === s.id)
        .map((q) => {
          const own = q.name?.trim() ?? '';
          const name = NAME.test(own) && !used.has(own) ? own : `q${q.id}`;
          used.add(name);
          names.set(q.id, name);
          const options = [...new Set((q.options ?? []).map(String))];
          const type =
            q.type === 'checkbox'
              ? options.length
                ? 'multipleChoice'
                : 'yesNo'
              : (TYPES[q.type] ?? 'shortText');
          const choice = type === 'singleChoice' || type === 'multipleChoice';
          return {
            name,
            type,
            required: q.required,
            text: q.statement,
            ...(q.placeholder ? { placeholder: q.placeholder } : {}),
            ...(choice ? { values: options } : {}),
          };
        }),
    })),
  };
  return { form, names };
}

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.transaction(async (transaction) => {
    await sequelize.query(
      `ALTER TABLE surveys
         ADD COLUMN form jsonb,
         ADD COLUMN sent_at timestamptz,
         ADD COLUMN closed_at timestamptz;
       UPDATE surveys SET sent_at = CASE WHEN status <> 'draft' THEN updated_at END,
                          closed_at = CASE WHEN status = 'closed' THEN updated_at END;
       ALTER TABLE survey_responses ADD COLUMN answers jsonb NOT NULL DEFAULT '{}'::jsonb;`,
      { transaction },
    );
    const surveys = await sequelize.query<{ id: number }>('SELECT id FROM surveys ORDER BY id', {
      type: QueryTypes.SELECT,
      transaction,
    });
    for (const { id } of surveys) {
      const sections = await sequelize.query<OldSection>(
        'SELECT id, title, description FROM survey_sections WHERE survey_id = $1 ORDER BY position, id',
        { bind: [id], type: QueryTypes.SELECT, transaction },
      );
      const questions = await sequelize.query<OldQuestion>(
        `SELECT q.id, q.section_id, q.name, q.statement, q.type, q.required, q.placeholder, q.options
           FROM survey_questions q JOIN survey_sections s ON s.id = q.section_id
          WHERE s.survey_id = $1 ORDER BY q.position, q.id`,
        { bind: [id], type: QueryTypes.SELECT, transaction },
      );
      const { form, names } = formOfQuestions(sections, questions);
      await sequelize.query('UPDATE surveys SET form = $2::jsonb WHERE id = $1', {
        bind: [id, JSON.stringify(form)],
        transaction,
      });
      // Each response's answers keyed by their question's field name, in one statement per survey.
      await sequelize.query(
        `UPDATE survey_responses r
            SET answers = coalesce((SELECT jsonb_object_agg(n.value, a.value)
                                      FROM survey_answers a
                                      JOIN jsonb_each_text($2::jsonb) n ON n.key::int = a.question_id
                                     WHERE a.response_id = r.id), '{}'::jsonb)
          WHERE r.survey_id = $1`,
        { bind: [id, JSON.stringify(Object.fromEntries(names))], transaction },
      );
    }
    await sequelize.query(
      `UPDATE surveys SET form = '{"sections": []}'::jsonb WHERE form IS NULL;
       ALTER TABLE surveys ALTER COLUMN form SET NOT NULL,
         ADD CONSTRAINT surveys_form_check CHECK (jsonb_typeof(form -> 'sections') = 'array');
       ALTER TABLE survey_responses
         ADD CONSTRAINT survey_responses_answers_check CHECK (jsonb_typeof(answers) = 'object');
       DROP TABLE survey_answers;
       DROP TABLE survey_questions;
       DROP TABLE survey_sections;`,
      { transaction },
    );
  });
};
