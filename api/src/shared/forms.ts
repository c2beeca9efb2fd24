import { z } from 'zod';

/**
 * The form creator's forms (spec 3: "Form creator field: name, type, required, text, placeholder, values"),
 * declared once: the API stores a form as JSON validated by `formSchema`, the console's creator builds one,
 * the site's renderer draws one, and `checkAnswers` is the single rule for what a filled form may hold.
 * Pure: no Sequelize or Node import, so every face imports it.
 *
 * Refinement messages are keys of the API's catalogue (`validation.form.*`, api/src/i18n): the API turns
 * them into the user's language; the faces that check before sending map the same keys to their strings.
 */

export const FORM_FIELD_TYPES = [
  'shortText',
  'longText',
  'email',
  'phone',
  'number',
  'date',
  'singleChoice',
  'multipleChoice',
  'yesNo',
  /** A rating from 1 to 5. */
  'rating5',
  /** A rating from 0 to 10. */
  'rating10',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** The types whose answer is one or several of the field's `values`. */
export const CHOICE_TYPES: readonly FormFieldType[] = ['singleChoice', 'multipleChoice'];
/** Ratings: the lowest and highest whole number each allows. */
export const RATING_RANGE: Partial<Record<FormFieldType, readonly [number, number]>> = {
  rating5: [1, 5],
  rating10: [0, 10],
};

export const FORM_LIMITS = {
  sections: 20,
  fields: 100,
  values: 30,
  text: 500,
  placeholder: 200,
  value: 200,
  shortAnswer: 500,
  longAnswer: 5000,
} as const;

/** A field's name: its key in the answers, unique in the form (letters, digits, - and _). */
export const fieldName = z.string().regex(/^[a-z][a-z0-9_-]{0,62}$/i, 'validation.form.name');

/** A value a "show if" compares with: a choice or text, a number (ratings, numbers) or yes/no. */
export const conditionValue = z.union([z.string().max(FORM_LIMITS.value), z.number().finite(), z.boolean()]);
export type ConditionValue = z.infer<typeof conditionValue>;

/**
 * "Show if": the field is asked only when an EARLIER field's answer equals `equals`, or is one of `oneOf`
 * (for a multiple choice: when one of the options chosen is). A hidden field is never required and its
 * answer, if sent, is dropped.
 */
export const showIfSchema = z
  .strictObject({
    field: fieldName,
    equals: conditionValue.optional(),
    oneOf: z.array(conditionValue).min(1).max(FORM_LIMITS.values).optional(),
  })
  .refine((s) => (s.equals === undefined) !== (s.oneOf === undefined), 'validation.form.showIfValue');
export type ShowIf = z.infer<typeof showIfSchema>;

export const formFieldSchema = z
  .strictObject({
    name: fieldName,
    type: z.enum(FORM_FIELD_TYPES),
    required: z.boolean().default(false),
    /** The question or label, as the person filling the form reads it. */
    text: z.string().trim().min(1).max(FORM_LIMITS.text),
    placeholder: z.string().trim().max(FORM_LIMITS.placeholder).optional(),
    /** The options of a single or multiple choice (2 or more, distinct); nothing for other types. */
    values: z.array(z.string().trim().min(1).max(FORM_LIMITS.value)).max(FORM_LIMITS.values).optional(),
    showIf: showIfSchema.optional(),
  })
  .superRefine((f, ctx) => {
    const choice = CHOICE_TYPES.includes(f.type);
    if (choice && (!f.values || f.values.length < 2))
      ctx.addIssue({ code: 'custom', path: ['values'], message: 'validation.form.values' });
    if (!choice && f.values?.length)
      ctx.addIssue({ code: 'custom', path: ['values'], message: 'validation.form.noValues' });
    if (f.values && new Set(f.values).size !== f.values.length)
      ctx.addIssue({ code: 'custom', path: ['values'], message: 'validation.form.duplicateValue' });
  });
export type FormField = z.infer<typeof formFieldSchema>;

export const formSectionSchema = z.strictObject({
  title: z.string().trim().max(FORM_LIMITS.text).default(''),
  description: z.string().trim().max(2000).optional(),
  fields: z.array(formFieldSchema).max(FORM_LIMITS.fields),
});
export type FormSection = z.infer<typeof formSectionSchema>;

/**
 * A whole form: sections of fields, at least one field in all, names unique, and every "show if" pointing
 * to an earlier field whose answer can take the compared value.
 */
export const formSchema = z
  .strictObject({ sections: z.array(formSectionSchema).min(1).max(FORM_LIMITS.sections) })
  .superRefine((form, ctx) => {
    const seen = new Map<string, FormField>();
    let count = 0;
    form.sections.forEach((section, s) => {
      section.fields.forEach((field, f) => {
        count++;
        const path = ['sections', s, 'fields', f];
        if (seen.has(field.name))
          ctx.addIssue({ code: 'custom', path: [...path, 'name'], message: 'validation.form.duplicateName' });
        if (field.showIf) {
          const target = seen.get(field.showIf.field);
          if (!target)
            ctx.addIssue({
              code: 'custom',
              path: [...path, 'showIf', 'field'],
              message: 'validation.form.showIfLater',
            });
          else {
            const compared = field.showIf.oneOf ?? [field.showIf.equals as ConditionValue];
            if (compared.some((v) => !conditionFits(target, v)))
              ctx.addIssue({
                code: 'custom',
                path: [...path, 'showIf'],
                message: 'validation.form.showIfValue',
              });
          }
        }
        seen.set(field.name, field);
      });
    });
    if (count === 0)
      ctx.addIssue({ code: 'custom', path: ['sections'], message: 'validation.form.noFields' });
    if (count > FORM_LIMITS.fields)
      ctx.addIssue({ code: 'custom', path: ['sections'], message: 'validation.form.tooManyFields' });
  });
export type Form = z.infer<typeof formSchema>;

/** Whether a "show if" value is one the target field's answer could be. */
function conditionFits(target: FormField, value: ConditionValue): boolean {
  if (CHOICE_TYPES.includes(target.type))
    return typeof value === 'string' && !!target.values?.includes(value);
  if (target.type === 'yesNo') return typeof value === 'boolean';
  const range = RATING_RANGE[target.type];
  if (range)
    return typeof value === 'number' && Number.isInteger(value) && value >= range[0] && value <= range[1];
  if (target.type === 'number') return typeof value === 'number';
  return typeof value === 'string';
}

/** An answer as stored and sent: text, a number, yes/no, or the options chosen. */
export const formAnswerValue = z.union([
  z.string().max(FORM_LIMITS.longAnswer),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().max(FORM_LIMITS.value)).max(FORM_LIMITS.values),
]);
export type FormAnswerValue = z.infer<typeof formAnswerValue>;
/** A filled form: each field's name and its answer (unanswered fields left out). */
export const formAnswersSchema = z.record(fieldName, formAnswerValue);
export type FormAnswers = z.infer<typeof formAnswersSchema>;

/** Why an answer was refused: each a key `validation.form.answer.<code>` of the catalogues. */
export const FORM_ANSWER_ERRORS = [
  'required',
  'unknown',
  'type',
  'tooLong',
  'email',
  'phone',
  'date',
  'choice',
  'rating',
] as const;
export type FormAnswerError = (typeof FORM_ANSWER_ERRORS)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A telephone number as people write it: an optional +, then 6 to 20 digits with spaces, dots, dashes or brackets. */
const PHONE = /^\+?[0-9 ().-]{6,25}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real day written YYYY-MM-DD (Date.parse rolls 2026-02-30 over to March: it is checked back). */
function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

const isEmpty = (v: FormAnswerValue | undefined) =>
  v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** Whether a field is asked, given the answers so far ("show if" over an earlier, itself visible, field). */
export function isVisible(form: Form, field: FormField, answers: FormAnswers): boolean {
  if (!field.showIf) return true;
  const target = fieldsOf(form).find((f) => f.name === field.showIf?.field);
  if (!target || !isVisible(form, target, answers)) return false;
  const answer = answers[target.name];
  if (isEmpty(answer)) return false;
  const wanted = field.showIf.oneOf ?? [field.showIf.equals as ConditionValue];
  const given = Array.isArray(answer) ? answer : [answer as ConditionValue];
  return given.some((g) => wanted.some((w) => w === g));
}

/** Every field of a form, in order. */
export const fieldsOf = (form: Form): FormField[] => form.sections.flatMap((s) => s.fields);

function answerError(field: FormField, value: FormAnswerValue): FormAnswerError | null {
  switch (field.type) {
    case 'shortText':
    case 'longText':
    case 'email':
    case 'phone':
    case 'date': {
      if (typeof value !== 'string') return 'type';
      const max = field.type === 'longText' ? FORM_LIMITS.longAnswer : FORM_LIMITS.shortAnswer;
      if (value.length > max) return 'tooLong';
      if (field.type === 'email' && !EMAIL.test(value)) return 'email';
      if (field.type === 'phone' && (!PHONE.test(value) || value.replace(/\D/g, '').length < 6))
        return 'phone';
      if (field.type === 'date' && !isCalendarDate(value)) return 'date';
      return null;
    }
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'type';
    case 'rating5':
    case 'rating10': {
      const [min, max] = RATING_RANGE[field.type] as readonly [number, number];
      return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
        ? null
        : 'rating';
    }
    case 'yesNo':
      return typeof value === 'boolean' ? null : 'type';
    case 'singleChoice':
      return typeof value === 'string' && field.values?.includes(value) ? null : 'choice';
    case 'multipleChoice':
      return Array.isArray(value) &&
        new Set(value).size === value.length &&
        value.every((v) => field.values?.includes(v))
        ? null
        : 'choice';
  }
}

/**
 * The one rule for a filled form: which answers are kept (trimmed texts; answers to fields not asked are
 * dropped) and which fields are refused, with why. `errors` empty means the form may be saved as `values`.
 */
export function checkAnswers(
  form: Form,
  answers: FormAnswers,
): { values: FormAnswers; errors: { field: string; error: FormAnswerError }[] } {
  const fields = fieldsOf(form);
  const names = new Set(fields.map((f) => f.name));
  const errors: { field: string; error: FormAnswerError }[] = [];
  for (const name of Object.keys(answers))
    if (!names.has(name)) errors.push({ field: name, error: 'unknown' });
  const values: FormAnswers = {};
  for (const field of fields) {
    const raw = answers[field.name];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (!isVisible(form, field, values)) continue;
    if (isEmpty(value)) {
      if (field.required) errors.push({ field: field.name, error: 'required' });
      continue;
    }
    const error = answerError(field, value as FormAnswerValue);
    if (error) errors.push({ field: field.name, error });
    else values[field.name] = value as FormAnswerValue;
  }
  return { values, errors };
}
