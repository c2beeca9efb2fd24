import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import {
  type Form,
  type FormAnswers,
  type FormAnswerValue,
  type FormField,
  isVisible,
  RATING_RANGE,
} from '../../../api/src/shared/forms.ts';
import type { FormCreatorStrings } from './formCreator.en';
import { type FormKeys, fitKeys, keysFor } from './formModel';

/**
 * The form as the person filling it sees it, to try: the answers live here only, and "show if" follows
 * them with the same rule as the site and the API (isVisible).
 */
export const FormPreview = ({ form, keys, s }: { form: Form; keys?: FormKeys; s: FormCreatorStrings }) => {
  // The creator's ids of sections, questions and options; a form shown alone gets its own.
  const [own] = useState(() => keysFor(form));
  const ids = useMemo(() => keys ?? fitKeys(form, own), [keys, form, own]);
  const [answers, setAnswers] = useState<FormAnswers>({});
  const set = (name: string, value: FormAnswerValue | undefined) =>
    setAnswers(({ [name]: _, ...rest }) => (value === undefined ? rest : { ...rest, [name]: value }));
  const any = form.sections.some((section) => section.fields.length > 0);
  if (!any) return <Typography color="text.secondary">{s.PREVIEW_EMPTY}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {form.sections.map((section, i) => (
        <Box key={ids.sections[i].id} component="section" sx={{ display: 'grid', gap: 2 }}>
          {section.title && (
            <Typography variant="h6" component="h3">
              {section.title}
            </Typography>
          )}
          {section.description && (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {section.description}
            </Typography>
          )}
          {section.fields.map((field, j) =>
            isVisible(form, field, answers) ? (
              <PreviewField
                key={ids.sections[i].fields[j].id}
                field={field}
                optionKeys={ids.sections[i].fields[j].options}
                value={answers[field.name]}
                onChange={(value) => set(field.name, value)}
                s={s}
              />
            ) : null,
          )}
        </Box>
      ))}
    </Box>
  );
};

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  email: 'email',
  phone: 'tel',
  number: 'number',
  date: 'date',
};

const PreviewField = ({
  field,
  optionKeys,
  value,
  onChange,
  s,
}: {
  field: FormField;
  /** The ids of the field's options (a choice's), one per option. */
  optionKeys: string[];
  value: FormAnswerValue | undefined;
  onChange: (value: FormAnswerValue | undefined) => void;
  s: FormCreatorStrings;
}) => {
  const labelId = useId();
  const label = field.text || '…';
  switch (field.type) {
    case 'shortText':
    case 'longText':
    case 'email':
    case 'phone':
    case 'number':
    case 'date':
      return (
        <TextField
          label={label}
          required={field.required}
          placeholder={field.placeholder}
          type={INPUT_TYPES[field.type] ?? 'text'}
          multiline={field.type === 'longText'}
          minRows={field.type === 'longText' ? 3 : undefined}
          slotProps={{ inputLabel: field.type === 'date' ? { shrink: true } : undefined }}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => {
            const text = e.target.value;
            if (field.type === 'number') onChange(text === '' ? undefined : Number(text));
            else onChange(text === '' ? undefined : text);
          }}
          fullWidth
        />
      );
    case 'multipleChoice': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <FormControl component="fieldset" required={field.required}>
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup>
            {(field.values ?? []).map((option, k) => (
              <FormControlLabel
                key={optionKeys[k]}
                control={
                  <Checkbox
                    checked={chosen.includes(option)}
                    onChange={(e) => {
                      const next = e.target.checked
                        ? [...chosen, option]
                        : chosen.filter((x) => x !== option);
                      onChange(next.length ? next : undefined);
                    }}
                  />
                }
                label={option}
              />
            ))}
          </FormGroup>
        </FormControl>
      );
    }
    default: {
      const range = RATING_RANGE[field.type];
      // A choice's options by their ids (two may read the same while being written); the others by value.
      const options: { key: string; value: string | number | boolean; label: string }[] =
        field.type === 'singleChoice'
          ? (field.values ?? []).map((v, k) => ({ key: optionKeys[k], value: v, label: v }))
          : field.type === 'yesNo'
            ? [
                { key: 'true', value: true, label: s.YES },
                { key: 'false', value: false, label: s.NO },
              ]
            : range
              ? Array.from({ length: range[1] - range[0] + 1 }, (_, i) => ({
                  key: String(range[0] + i),
                  value: range[0] + i,
                  label: String(range[0] + i),
                }))
              : [];
      const row = field.type !== 'singleChoice';
      return (
        <FormControl component="fieldset" required={field.required}>
          <FormLabel component="legend" id={labelId}>
            {label}
          </FormLabel>
          <RadioGroup
            row={row}
            aria-labelledby={labelId}
            value={value === undefined ? '' : String(value)}
            onChange={(e) => {
              const picked = options.find((o) => String(o.value) === e.target.value);
              onChange(picked?.value as FormAnswerValue | undefined);
            }}
          >
            {options.map((o) => (
              <FormControlLabel
                key={o.key}
                value={String(o.value)}
                control={<Radio />}
                label={o.label}
                labelPlacement={range ? 'bottom' : 'end'}
                sx={range ? { mx: 0, minWidth: 36 } : undefined}
              />
            ))}
          </RadioGroup>
        </FormControl>
      );
    }
  }
};
