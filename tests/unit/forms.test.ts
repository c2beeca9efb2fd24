import { describe, expect, it } from 'vitest';
import { checkAnswers, type Form, formSchema, isVisible } from '../../api/src/shared/forms.ts';

const form = (fields: unknown[]) => formSchema.safeParse({ sections: [{ title: 'A', fields }] });
const messages = (r: ReturnType<typeof form>) => (r.success ? [] : r.error.issues.map((i) => i.message));

const valid: Form = formSchema.parse({
  sections: [
    {
      title: 'Tú',
      fields: [
        { name: 'likes', type: 'singleChoice', text: '¿Te gusta?', required: true, values: ['Sí', 'No'] },
        {
          name: 'why',
          type: 'longText',
          text: '¿Por qué no?',
          required: true,
          showIf: { field: 'likes', equals: 'No' },
        },
        { name: 'score', type: 'rating10', text: 'Nota', required: false },
        { name: 'topics', type: 'multipleChoice', text: 'Temas', values: ['Teatro', 'Danza', 'Música'] },
        {
          name: 'more',
          type: 'email',
          text: 'Correo',
          showIf: { field: 'topics', oneOf: ['Danza', 'Música'] },
        },
      ],
    },
  ],
});

describe('formSchema: the form creator rules', () => {
  it('refuses a "show if" pointing to a later question, or to itself', () => {
    const later = form([
      { name: 'a', type: 'shortText', text: 'A', showIf: { field: 'b', equals: 'x' } },
      { name: 'b', type: 'shortText', text: 'B' },
    ]);
    expect(messages(later)).toEqual(['validation.form.showIfLater']);
    expect(
      messages(form([{ name: 'a', type: 'yesNo', text: 'A', showIf: { field: 'a', equals: true } }])),
    ).toEqual(['validation.form.showIfLater']);
  });

  it('refuses a form without questions, choices without two options, repeated names and values the earlier question cannot take', () => {
    expect(messages(formSchema.safeParse({ sections: [{ title: 'A', fields: [] }] }))).toEqual([
      'validation.form.noFields',
    ]);
    expect(messages(form([{ name: 'a', type: 'singleChoice', text: 'A', values: ['x'] }]))).toEqual([
      'validation.form.values',
    ]);
    expect(
      messages(
        form([
          { name: 'a', type: 'yesNo', text: 'A' },
          { name: 'a', type: 'rating5', text: 'B', showIf: { field: 'a', equals: 'yes' } },
        ]),
      ),
    ).toEqual(['validation.form.duplicateName', 'validation.form.showIfValue']);
    expect(
      messages(
        form([
          { name: 'a', type: 'rating5', text: 'A' },
          { name: 'b', type: 'shortText', text: 'B', showIf: { field: 'a', equals: 0 } },
        ]),
      ),
    ).toEqual(['validation.form.showIfValue']);
  });
});

describe('checkAnswers: the one rule for a filled form', () => {
  it('asks a "show if" question only when the earlier answer matches, and drops answers to questions not asked', () => {
    expect(checkAnswers(valid, { likes: 'Sí', why: 'irrelevant' })).toEqual({
      values: { likes: 'Sí' },
      errors: [],
    });
    expect(checkAnswers(valid, { likes: 'No' }).errors).toEqual([{ field: 'why', error: 'required' }]);
    const field = valid.sections[0].fields[4];
    expect(isVisible(valid, field, { topics: ['Teatro'] })).toBe(false);
    expect(isVisible(valid, field, { topics: ['Teatro', 'Música'] })).toBe(true);
  });

  it('names every refused answer and why', () => {
    const { errors } = checkAnswers(valid, {
      likes: 'Quizá',
      score: 11,
      topics: ['Teatro', 'Teatro'],
      nope: 'x',
    });
    expect(errors).toEqual([
      { field: 'nope', error: 'unknown' },
      { field: 'likes', error: 'choice' },
      { field: 'score', error: 'rating' },
      { field: 'topics', error: 'choice' },
    ]);
  });

  it('keeps trimmed valid answers', () => {
    expect(
      checkAnswers(valid, { likes: 'No', why: '  Caro  ', score: 0, topics: ['Danza'], more: 'a@b.es' }),
    ).toEqual({
      values: { likes: 'No', why: 'Caro', score: 0, topics: ['Danza'], more: 'a@b.es' },
      errors: [],
    });
  });
});

describe('checkAnswers: dates', () => {
  const dated: Form = formSchema.parse({
    sections: [{ title: 'A', fields: [{ name: 'day', type: 'date', text: 'Día' }] }],
  });
  it('takes real days only (no 30 February, which Date.parse rolls over to March)', () => {
    for (const day of ['2026-02-30', '2026-13-01', '2026-2-3', '2026-02-28T10:00'])
      expect(checkAnswers(dated, { day }).errors, day).toEqual([{ field: 'day', error: 'date' }]);
    for (const day of ['2026-02-28', '2024-02-29'])
      expect(checkAnswers(dated, { day }).errors, day).toEqual([]);
  });
});
