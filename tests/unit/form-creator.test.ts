import { describe, expect, it } from 'vitest';
import type { Form } from '../../api/src/shared/forms.ts';
import en from '../../backoffice/src/forms/formCreator.en';
import es from '../../backoffice/src/forms/formCreator.es';
import {
  addField,
  addFieldIn,
  type Draft,
  duplicateField,
  duplicateFieldIn,
  editOptions,
  fitKeys,
  formErrors,
  keysFor,
  moveField,
  moveFieldIn,
  moveSection,
  nameFrom,
  removeFieldIn,
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

describe('the form creator’s row ids', () => {
  const draft = (): Draft => {
    const f = form();
    return { form: f, keys: keysFor(f) };
  };
  const idOf = (d: Draft, s: number, f: number) => d.keys.sections[s].fields[f].id;

  it('deleting the first of two questions keeps the second’s row (and its typed text) under its own id', () => {
    let d = draft();
    d = { ...d, form: replaceField(d.form, 0, 1, withText(d.form, 0, 1, 'Why red, typed')) };
    const second = idOf(d, 0, 1);
    d = removeFieldIn(d, 0, 0);
    // React keys the row by this id: the input that showed "Why red, typed" is the same one, still showing it.
    expect(d.keys.sections[0].fields.map((k) => k.id)).toEqual([second]);
    expect(d.form.sections[0].fields[0].text).toBe('Why red, typed');
    // The ids are never in the form: it is exactly the shared schema's JSON.
    expect(JSON.stringify(d.form)).not.toContain(second);
    expect(Object.keys(d.form.sections[0].fields[0]).sort()).toEqual([
      'name',
      'required',
      'showIf',
      'text',
      'type',
    ]);
  });

  it('moves ids with their rows, and gives copies and new rows ids of their own', () => {
    let d = draft();
    const [colour, why] = [idOf(d, 0, 0), idOf(d, 0, 1)];
    d = moveFieldIn(d, 0, 1, 1);
    expect(d.keys.sections[1].fields[0].id).toBe(why);
    expect(d.form.sections[1].fields[0].name).toBe('why');
    d = duplicateFieldIn(d, 0, 0);
    expect(d.form.sections[0].fields.map((x) => x.name)).toEqual(['colour', 'colour_2']);
    expect(idOf(d, 0, 0)).toBe(colour);
    expect(idOf(d, 0, 1)).not.toBe(colour);
    expect(d.keys.sections[0].fields[1].options).toHaveLength(2);
    d = addFieldIn(d, 1);
    const ids = d.keys.sections.flatMap((x) => x.fields.map((k) => k.id));
    expect(new Set(ids).size).toBe(4);
    const firstSection = d.keys.sections[0].id;
    d = moveSection(d, 0, 1);
    expect(d.keys.sections[1].id).toBe(firstSection);
    expect(d.form.sections[1].title).toBe('About you');
  });

  it('moves and removes options with their ids, and fits ids to options that appear or go', () => {
    let d = draft();
    const [red, blue] = d.keys.sections[0].fields[0].options;
    d = editOptions(d, 0, 0, (list) => [list[1], list[0]]);
    expect(d.form.sections[0].fields[0].values).toEqual(['Blue', 'Red']);
    expect(d.keys.sections[0].fields[0].options).toEqual([blue, red]);
    d = editOptions(d, 0, 0, (list) => list.filter((_, k) => k !== 0));
    expect(d.keys.sections[0].fields[0].options).toEqual([red]);
    // An option added at the end (or a type that brings options) gets a new id; the others keep theirs.
    const added = replaceField(d.form, 0, 0, { ...d.form.sections[0].fields[0], values: ['Red', 'Green'] });
    const fitted = fitKeys(added, d.keys);
    expect(fitted.sections[0].fields[0].options[0]).toBe(red);
    expect(fitted.sections[0].fields[0].options[1]).not.toBe(red);
    // Nothing changed in shape: the same ids object, so nothing is redrawn needlessly.
    expect(fitKeys(d.form, d.keys)).toBe(d.keys);
  });
});
