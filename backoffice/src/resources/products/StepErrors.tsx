import ErrorIcon from '@mui/icons-material/Error';
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useFormGroup, useFormGroups, useNotify, useTranslate } from 'react-admin';
import { type FieldError, type FieldErrors, get, useFormState } from 'react-hook-form';
import { visuallyHidden } from '../../globalview/visuallyHidden';

/** One numbered step of the product form: its tab's form group, its number and its name. */
export interface StepTab {
  /** react-admin's name for the tab's form group: its path, '' for the first tab. */
  group: string;
  n: number;
  name: string;
}

/** react-admin names a TabbedForm tab's form group after its path: '' for the first, then its index. */
export const stepGroup = (index: number) => (index > 0 ? String(index) : '');

/**
 * A step's tab label, marked when the step has an error: react-admin only colours such a tab red, which
 * neither a screen reader nor a colour-blind user perceives. An icon and a hidden "(with errors)" say it.
 */
export const StepTabLabel = ({ step }: { step: StepTab }) => {
  const translate = useTranslate();
  const { isValid } = useFormGroup(step.group);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {`${step.n}. ${step.name}`}
      {!isValid && (
        <>
          <ErrorIcon fontSize="small" aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            {` (${translate('ADMIN.PRODUCT_FORM.STEP_HAS_ERRORS')})`}
          </Box>
        </>
      )}
    </Box>
  );
};

/**
 * Instead of react-admin's "the form is not valid" (TabbedForm's disableInvalidFormNotification), an
 * invalid save names the steps and the fields to fix: "Revisa el paso 5 · Precios: Precio total". A field
 * is named by its own label, as the form shows it.
 */
export const InvalidStepsNotice = ({ steps }: { steps: StepTab[] }) => {
  const { submitCount, errors } = useFormState();
  const groups = useFormGroups();
  const notify = useNotify();
  const translate = useTranslate();
  const handled = useRef(submitCount);

  useEffect(() => {
    if (submitCount <= handled.current) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    const server = errors.root?.serverError?.message;
    if (typeof server === 'string' && server) {
      notify(server, { type: 'error' });
      return;
    }
    const parts = steps.flatMap((step) => {
      const names = (groups?.getGroupFields(step.group) ?? []).flatMap((source) => {
        const error = fieldError(errors, source);
        return error ? [fieldName(error, source, translate)] : [];
      });
      return names.length
        ? [
            translate('ADMIN.PRODUCT_FORM.INVALID_STEP', {
              n: step.n,
              step: step.name,
              fields: [...new Set(names)].join(', '),
            }),
          ]
        : [];
    });
    notify(
      parts.length
        ? translate('ADMIN.PRODUCT_FORM.INVALID', { steps: parts.join('; ') })
        : 'ra.message.invalid_form',
      {
        type: 'error',
      },
    );
  }, [submitCount, errors, groups, steps, notify, translate]);

  return null;
};

/** The error of one input (not of an array holding inputs, whose own entries are named instead). */
function fieldError(errors: FieldErrors, source: string): FieldError | undefined {
  const error = get(errors, source) as FieldError | undefined;
  return error && typeof error === 'object' && 'type' in error ? error : undefined;
}

/** The field's label as shown ("Precio total, impuestos incluidos (€)"), without the required mark. */
function fieldName(error: FieldError, source: string, translate: (key: string, o?: object) => string) {
  const ref = error.ref as (HTMLElement & { labels?: NodeListOf<HTMLLabelElement> }) | undefined;
  const label =
    ref?.labels?.[0]?.textContent ??
    (ref instanceof HTMLElement
      ? ref.closest('.MuiFormControl-root')?.querySelector('label, legend')?.textContent
      : undefined);
  const text = label?.replace(/\s*\*\s*$/, '').trim();
  if (text) return text;
  const leaf = source.split('.').pop() ?? source;
  return translate(`ADMIN.PRODUCT_FORM.F.${leaf}`, { _: translate('ADMIN.PRODUCT_FORM.A_FIELD') });
}
