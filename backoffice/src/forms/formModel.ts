import {
  CHOICE_TYPES,
  type ConditionValue,
  type Form,
  type FormField,
  type FormFieldType,
  fieldsOf,
  formSchema,
  RATING_RANGE,
} from '../../../api/src/shared/forms.ts';
import { fill } from '../i18n/lazy';
import type { FormCreatorStrings } from './formCreator.en';

/**
 * The form creator's pure part: names made from questions, the edits that keep a form consistent (a
 * renamed question renames the "show if" that point to it) and the schema's issues turned into messages
 * keyed by the path of the input they belong to.
 */

export const EMPTY_FORM: Form = { sections: [{ title: '', fields: [] }] };

/** The types whose question takes a placeholder (a box the person types in). */
export const TYPED_TYPES: readonly FormFieldType[] = ['shortText', 'longText', 'email', 'phone', 'number'];

/** A name made from the question: lower case letters without accents, digits and _, at most 40. */
export function nameFrom(text: string): string {
  const base = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  return base || 'question';
}

/** `wanted`, or wanted_2, wanted_3… whichever no other question has. */
export function uniqueName(wanted: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  if (!names.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!names.has(`${wanted}_${n}`)) return `${wanted}_${n}`;
}

const namesExcept = (form: Form, s: number, f: number) =>
  form.sections.flatMap((section, i) =>
    section.fields.filter((_, j) => i !== s || j !== f).map((x) => x.name),
  );

/** Whether a question's name still follows its text (the admin has not written one of their own). */
export const nameFollows = (form: Form, s: number, f: number, field: FormField) =>
  /^question(_\d+)?$/.test(field.name) ||
  field.name === uniqueName(nameFrom(field.text), namesExcept(form, s, f));

export function newField(form: Form): FormField {
  return {
    name: uniqueName(
      'question',
      fieldsOf(form).map((f) => f.name),
    ),
    type: 'shortText',
    required: false,
    text: '',
  };
}

/** A form or its ids (FormKeys): the structural edits below work on either shape. */
type Shaped<F> = { sections: { fields: F[] }[] };

const mapSection = <F, T extends Shaped<F>>(form: T, s: number, edit: (fields: F[]) => F[]): T => ({
  ...form,
  sections: form.sections.map((section, i) =>
    i === s ? { ...section, fields: edit(section.fields) } : section,
  ),
});

/** Replaces one question; a new name carries the "show if" that pointed to the old one along. */
export function replaceField(form: Form, s: number, f: number, next: FormField): Form {
  const old = form.sections[s]?.fields[f];
  let out = mapSection(form, s, (fields) => fields.map((x, j) => (j === f ? next : x)));
  if (old && old.name !== next.name)
    out = {
      ...out,
      sections: out.sections.map((section) => ({
        ...section,
        fields: section.fields.map((x) =>
          x.showIf?.field === old.name ? { ...x, showIf: { ...x.showIf, field: next.name } } : x,
        ),
      })),
    };
  return out;
}

/** The question with its text changed, its name following while the admin has not set one. */
export function withText(form: Form, s: number, f: number, text: string): FormField {
  const field = form.sections[s].fields[f];
  const follows = nameFollows(form, s, f, field);
  const name = follows ? uniqueName(nameFrom(text), namesExcept(form, s, f)) : field.name;
  return { ...field, text, name };
}

/** The question as another type: options for a choice (kept or two to start), no placeholder where none is typed. */
export function withType(
  field: FormField,
  type: FormFieldType,
  optionLabel: (n: number) => string,
): FormField {
  const { values, placeholder, ...rest } = field;
  const next: FormField = { ...rest, type };
  if (CHOICE_TYPES.includes(type)) next.values = values?.length ? values : [optionLabel(1), optionLabel(2)];
  if (TYPED_TYPES.includes(type) && placeholder !== undefined) next.placeholder = placeholder;
  return next;
}

export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}

/** Moves a question up or down; past its section's edge it goes to the neighbouring section. */
export function moveField<F, T extends Shaped<F>>(form: T, s: number, f: number, by: -1 | 1): T {
  const fields = form.sections[s].fields;
  const to = f + by;
  if (to >= 0 && to < fields.length) return mapSection(form, s, (list: F[]) => moveItem(list, f, to));
  const other = s + by;
  if (other < 0 || other >= form.sections.length) return form;
  const field = fields[f];
  return {
    ...form,
    sections: form.sections.map((section, i) => {
      if (i === s) return { ...section, fields: section.fields.filter((_, j) => j !== f) };
      if (i === other)
        return { ...section, fields: by < 0 ? [...section.fields, field] : [field, ...section.fields] };
      return section;
    }),
  };
}

export const removeField = <F, T extends Shaped<F>>(form: T, s: number, f: number): T =>
  mapSection(form, s, (fields: F[]) => fields.filter((_, j) => j !== f));

export function duplicateField(form: Form, s: number, f: number): Form {
  const field = form.sections[s].fields[f];
  const copy = {
    ...field,
    name: uniqueName(
      field.name,
      fieldsOf(form).map((x) => x.name),
    ),
  };
  return mapSection(form, s, (fields) => [...fields.slice(0, f + 1), copy, ...fields.slice(f + 1)]);
}

export const addField = (form: Form, s: number): Form =>
  mapSection(form, s, (fields) => [...fields, newField(form)]);

/**
 * The values a "show if" on `target` may compare with, when they are a closed list; an option written
 * twice (while being typed) is offered once: the condition compares values.
 */
export function closedValues(target: FormField, s: Pick<FormCreatorStrings, 'YES' | 'NO'>) {
  if (CHOICE_TYPES.includes(target.type))
    return [...new Set(target.values ?? [])].map((v) => ({ value: v as ConditionValue, label: v }));
  if (target.type === 'yesNo')
    return [
      { value: true as ConditionValue, label: s.YES },
      { value: false as ConditionValue, label: s.NO },
    ];
  const range = RATING_RANGE[target.type];
  if (range)
    return Array.from({ length: range[1] - range[0] + 1 }, (_, i) => ({
      value: (range[0] + i) as ConditionValue,
      label: String(range[0] + i),
    }));
  return null;
}

/** A first value for a "show if" on `target`: its first closed value, or nothing to fill in. */
export function defaultCondition(target: FormField): ConditionValue {
  if (CHOICE_TYPES.includes(target.type)) return target.values?.[0] ?? '';
  if (target.type === 'yesNo') return true;
  const range = RATING_RANGE[target.type];
  if (range) return range[1];
  return target.type === 'number' ? 0 : '';
}

export type FormErrors = Map<string, string>;

/**
 * The form checked by the one schema the API uses (api/src/shared/forms.ts): each issue's message in the
 * admin's language, keyed by its path ("sections.0.fields.2.text"); the first issue of a path wins.
 */
export function formErrors(form: Form, s: FormCreatorStrings): FormErrors {
  const result = formSchema.safeParse(form);
  const errors: FormErrors = new Map();
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    if (errors.has(key)) continue;
    errors.set(key, messageOf(issue, s));
  }
  return errors;
}

type Issue = { code: string; message: string; maximum?: unknown; origin?: unknown };

function messageOf(issue: Issue, s: FormCreatorStrings): string {
  const known = issue.message.startsWith('validation.form.') ? issue.message.slice(16) : '';
  if (known in s.ERRORS) return s.ERRORS[known as keyof FormCreatorStrings['ERRORS']];
  if (issue.code === 'too_small') return s.ERRORS.empty;
  if (issue.code === 'too_big')
    return fill(issue.origin === 'string' ? s.ERRORS.tooLong : s.ERRORS.tooMany, {
      max: Number(issue.maximum),
    });
  return s.ERRORS.invalid;
}

/** The messages of every path that starts with `prefix` (a question's "show if", say), once each. */
export const errorsUnder = (errors: FormErrors, prefix: string) => [
  ...new Set([...errors].filter(([key]) => key === prefix || key.startsWith(`${prefix}.`)).map(([, m]) => m)),
];

/**
 * Client-side ids of what is being edited (issue 24): a section, a question and an option keep theirs
 * while they are moved, copied or their neighbours removed, so React keeps each row's state (focus, ids,
 * open tooltips) with its own row. They live beside the form, in the same shape, and never in its JSON:
 * the form the creator hands on is exactly the shared schema's.
 */
export type FieldKeys = { id: string; options: string[] };
export type FormKeys = { sections: { id: string; fields: FieldKeys[] }[] };
/** A form being edited, with its ids. */
export type Draft = { form: Form; keys: FormKeys };

let counter = 0;
/** A new id, unique in this page. */
export const newKey = () => `k${++counter}`;

const fieldKeys = (field: FormField): FieldKeys => ({
  id: newKey(),
  options: (field.values ?? []).map(newKey),
});

/** Ids for every section, question and option of a form. */
export const keysFor = (form: Form): FormKeys => ({
  sections: form.sections.map((section) => ({ id: newKey(), fields: section.fields.map(fieldKeys) })),
});

/**
 * The ids fitted to the form's shape: kept where a row is, new ones for rows that appeared (a question's
 * type now has options, say), dropped past the end. An edit that moves or removes rows says so itself
 * (the functions below); this only covers edits that add or drop at the end.
 */
export function fitKeys(form: Form, keys: FormKeys): FormKeys {
  const fit = <T>(list: T[], n: number, make: (k: number) => T) =>
    list.length === n ? list : Array.from({ length: n }, (_, k) => list[k] ?? make(k));
  const sections = fit(keys.sections, form.sections.length, (s) => ({
    id: newKey(),
    fields: form.sections[s].fields.map(fieldKeys),
  }));
  let same = sections === keys.sections;
  const out = sections.map((section, s) => {
    const fields = form.sections[s].fields;
    const nextFields = fit(section.fields, fields.length, (f) => fieldKeys(fields[f]));
    let fieldsSame = nextFields === section.fields;
    const fitted = nextFields.map((k, f) => {
      const options = fit(k.options, fields[f].values?.length ?? 0, newKey);
      if (options === k.options) return k;
      fieldsSame = false;
      return { ...k, options };
    });
    if (fieldsSame) return section;
    same = false;
    return { ...section, fields: fitted };
  });
  return same ? keys : { sections: out };
}

const sectionsOf = (d: Draft, edit: <T>(list: T[]) => T[]): Draft => ({
  form: { ...d.form, sections: edit(d.form.sections) },
  keys: { sections: edit(d.keys.sections) },
});

export const moveSection = (d: Draft, from: number, to: number) =>
  sectionsOf(d, (list) => moveItem(list, from, to));
export const removeSection = (d: Draft, s: number) => sectionsOf(d, (list) => list.filter((_, j) => j !== s));
export const addSection = (d: Draft): Draft => ({
  form: { ...d.form, sections: [...d.form.sections, { title: '', fields: [] }] },
  keys: { sections: [...d.keys.sections, { id: newKey(), fields: [] }] },
});

export const moveFieldIn = (d: Draft, s: number, f: number, by: -1 | 1): Draft => ({
  form: moveField(d.form, s, f, by),
  keys: moveField(d.keys, s, f, by),
});
export const removeFieldIn = (d: Draft, s: number, f: number): Draft => ({
  form: removeField(d.form, s, f),
  keys: removeField(d.keys, s, f),
});

const withFieldKeys = (keys: FormKeys, s: number, edit: (fields: FieldKeys[]) => FieldKeys[]) =>
  mapSection(keys, s, edit);

export const duplicateFieldIn = (d: Draft, s: number, f: number): Draft => ({
  form: duplicateField(d.form, s, f),
  keys: withFieldKeys(d.keys, s, (fields) => [
    ...fields.slice(0, f + 1),
    fieldKeys(d.form.sections[s].fields[f]),
    ...fields.slice(f + 1),
  ]),
});
export const addFieldIn = (d: Draft, s: number): Draft => {
  const form = addField(d.form, s);
  const added = form.sections[s].fields[form.sections[s].fields.length - 1];
  return { form, keys: withFieldKeys(d.keys, s, (fields) => [...fields, fieldKeys(added)]) };
};

/** An option edit (moved or removed) on the question's values and on their ids alike. */
export function editOptions(d: Draft, s: number, f: number, edit: <T>(list: T[]) => T[]): Draft {
  const field = d.form.sections[s].fields[f];
  const values = edit(field.values ?? []);
  return {
    form: replaceField(d.form, s, f, { ...field, values }),
    keys: withFieldKeys(d.keys, s, (fields) =>
      fields.map((k, j) => (j === f ? { ...k, options: edit(k.options) } : k)),
    ),
  };
}
