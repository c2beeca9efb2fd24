import { describe, expect, it } from 'vitest';
import { formSchema } from '../../api/src/shared/forms.ts';
import { formOfQuestions, type OldQuestion } from '../../models/migrations/0042-survey-forms.ts';

const q = (id: number, type: string, extra: Partial<OldQuestion> = {}): OldQuestion => ({
  id,
  section_id: 1,
  name: null,
  statement: `Pregunta ${id}`,
  type,
  required: false,
  placeholder: null,
  options: [],
  ...extra,
});

describe('migration 0042: old sections and questions become a form', () => {
  it('maps every old type, keeps valid unused names and names the others q<id>', () => {
    const { form, names } = formOfQuestions(
      [
        { id: 1, title: 'Uno', description: 'Primera' },
        { id: 2, title: 'Dos', description: null },
      ],
      [
        q(10, 'text', { name: 'nombre', required: true, placeholder: 'Tu nombre' }),
        q(11, 'textarea', { name: 'nombre' }),
        q(12, 'select', { options: ['a', 'b'], name: '1 no vale' }),
        q(13, 'radio', { options: ['x', 'y'] }),
        q(14, 'checkbox', { options: ['m', 'n', 'm'] }),
        q(15, 'checkbox', { required: true }),
        q(16, 'number', { section_id: 2 }),
        q(17, 'date', { section_id: 2 }),
        q(18, 'email', { section_id: 2 }),
        q(19, 'scale', { section_id: 2 }),
      ],
    );
    const fields = form.sections.flatMap((s) => s.fields);
    expect(fields.map((f) => [f.name, f.type])).toEqual([
      ['nombre', 'shortText'],
      ['q11', 'longText'],
      ['q12', 'singleChoice'],
      ['q13', 'singleChoice'],
      ['q14', 'multipleChoice'],
      ['q15', 'yesNo'],
      ['q16', 'number'],
      ['q17', 'date'],
      ['q18', 'email'],
      ['q19', 'rating10'],
    ]);
    expect(fields[0]).toEqual({
      name: 'nombre',
      type: 'shortText',
      required: true,
      text: 'Pregunta 10',
      placeholder: 'Tu nombre',
    });
    expect(fields[4].values).toEqual(['m', 'n']);
    expect(form.sections.map((s) => s.title)).toEqual(['Uno', 'Dos']);
    expect(names.get(11)).toBe('q11');
    // The result is a form the API accepts.
    expect(formSchema.safeParse(form).success).toBe(true);
  });
});
