import { describe, expect, it } from 'vitest';
import type { Form } from '../../api/src/shared/forms.ts';
import en from '../../backoffice/src/forms/formCreator.en';
import es from '../../backoffice/src/forms/formCreator.es';
import {
  addField,
  duplicateField,
  formErrors,
  moveField,
  nameFrom,
  replaceField,
  withText,
  withType,
} from '../../backoffice/src/forms/formModel';

const form = (): Form => ({
  sections: [
    {
      title: 'About you',
      fields: [
        { name: 'colour', type: 'singleChoice', required: true, text: 'Colour?', values: ['Red', 'Blue'] },
        {
          name: 'why',
          type: 'longText',
          required: false,
          text: 'Why?',
          showIf: { field: 'colour', equals: 'Red' },
        },
      ],
    },
    { title: 'More', fields: [] },
  ],
});

describe('the form creator', () => {
  it('makes a name from the question, without accents or signs, and keeps it unique', () => {
    expect(nameFrom('¿Cuál es tu opinión?')).toBe('cual_es_tu_opinion');
    expect(nameFrom('2024 budget')).toBe('budget');
    expect(nameFrom('¿?')).toBe('question');
    let f = addField(form(), 1);
    f = replaceField(f, 1, 0, withText(f, 1, 0, 'Colour'));
    expect(f.sections[1].fields[0].name).toBe('colour_2');
  });

  it('lets the name follow the question until the admin writes one', () => {
    let f = addField(form(), 1);
    f = replaceField(f, 1, 0, withText(f, 1, 0, 'Your age'));
    expect(f.sections[1].fields[0].name).toBe('your_age');
    f = replaceField(f, 1, 0, withText(f, 1, 0, 'Your age now'));
    expect(f.sections[1].fields[0].name).toBe('your_age_now');
    f = replaceField(f, 1, 0, { ...f.sections[1].fields[0], name: 'age' });
    f = replaceField(f, 1, 0, withText(f, 1, 0, 'How old are you'));
    expect(f.sections[1].fields[0].name).toBe('age');
  });

  it('carries a "show if" along when the question it points to is renamed', () => {
    const f = form();
    const next = replaceField(f, 0, 0, { ...f.sections[0].fields[0], name: 'favourite' });
    expect(next.sections[0].fields[1].showIf?.field).toBe('favourite');
  });

  it('gives a new choice two options and drops them for another type', () => {
    const field = form().sections[0].fields[1];
    const choice = withType(field, 'multipleChoice', (n) => `Option ${n}`);
    expect(choice.values).toEqual(['Option 1', 'Option 2']);
    expect(withType(choice, 'yesNo', String).values).toBeUndefined();
  });

  it('moves a question across sections and duplicates it under a new name', () => {
    const moved = moveField(form(), 0, 1, 1);
    expect(moved.sections[0].fields).toHaveLength(1);
    expect(moved.sections[1].fields[0].name).toBe('why');
    const copied = duplicateField(form(), 0, 0);
    expect(copied.sections[0].fields.map((x) => x.name)).toEqual(['colour', 'colour_2', 'why']);
  });

  it('shows the shared schema’s issues on their inputs, in the admin’s language', () => {
    expect(formErrors(form(), en).size).toBe(0);
    // Moving the dependent question above the one it depends on breaks the rule.
    const broken = moveField(form(), 0, 1, -1);
    expect(formErrors(broken, en).get('sections.0.fields.0.showIf.field')).toBe(en.ERRORS.showIfLater);
    const f = form();
    f.sections[0].fields[0].values = ['Red'];
    f.sections[0].fields[1].text = ' ';
    const errors = formErrors(f, es);
    expect(errors.get('sections.0.fields.0.values')).toBe(es.ERRORS.values);
    expect(errors.get('sections.0.fields.1.text')).toBe(es.ERRORS.empty);
  });
});
