import AddIcon from '@mui/icons-material/Add';
import EmailIcon from '@mui/icons-material/AlternateEmail';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EventIcon from '@mui/icons-material/Event';
import LinearScaleIcon from '@mui/icons-material/LinearScale';
import NotesIcon from '@mui/icons-material/Notes';
import NumbersIcon from '@mui/icons-material/Numbers';
import PhoneIcon from '@mui/icons-material/Phone';
import RadioIcon from '@mui/icons-material/RadioButtonChecked';
import ShortTextIcon from '@mui/icons-material/ShortText';
import StarIcon from '@mui/icons-material/StarBorder';
import ToggleIcon from '@mui/icons-material/ToggleOn';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  InputLabel,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ReactElement } from 'react';
import { useId, useMemo, useState } from 'react';
import {
  CHOICE_TYPES,
  type ConditionValue,
  FORM_FIELD_TYPES,
  FORM_LIMITS,
  type Form,
  type FormField,
  type FormFieldType,
  type FormSection,
  fieldsOf,
} from '../../../api/src/shared/forms.ts';
import { fill, useScreenStrings } from '../i18n/lazy';
import { PageLoading } from '../layout/PageLoading';
import { FormPreview } from './FormPreview';
import type { FormCreatorStrings } from './formCreator.en';
import { FORM_CREATOR_STRINGS } from './formCreatorStrings';
import {
  addFieldIn,
  addSection,
  closedValues,
  type Draft,
  defaultCondition,
  duplicateFieldIn,
  editOptions,
  errorsUnder,
  type FormErrors,
  type FormKeys,
  fitKeys,
  formErrors,
  keysFor,
  moveFieldIn,
  moveItem,
  moveSection,
  removeFieldIn,
  removeSection,
  replaceField,
  TYPED_TYPES,
  withText,
  withType,
} from './formModel';

export const TYPE_ICONS: Record<FormFieldType, ReactElement> = {
  shortText: <ShortTextIcon />,
  longText: <NotesIcon />,
  email: <EmailIcon />,
  phone: <PhoneIcon />,
  number: <NumbersIcon />,
  date: <EventIcon />,
  singleChoice: <RadioIcon />,
  multipleChoice: <CheckBoxIcon />,
  yesNo: <ToggleIcon />,
  rating5: <StarIcon />,
  rating10: <LinearScaleIcon />,
};

type Props = {
  value: Form;
  onChange: (form: Form) => void;
  /** Show every problem, empty questions included (after a save was tried); otherwise those are quiet until typed in. */
  showAllErrors?: boolean;
};

/**
 * The form creator (issue 24): a controlled editor of a form of the shared schema (api/src/shared/forms.ts),
 * for surveys and any other form. Sections and questions are added, moved with buttons (no drag), copied and
 * removed; the schema's own check runs on every change and its issues show on their inputs, in the admin's
 * language. A live preview beside it (a tab on a phone) draws the form as the person filling it sees it.
 */
export const FormCreator = (props: Props) => {
  const s = useScreenStrings<FormCreatorStrings>(FORM_CREATOR_STRINGS);
  return s ? <Creator {...props} s={s} /> : <PageLoading />;
};

/** The form as the person filling it sees it, alone (a form that can no longer change, say). */
export const FormPreviewPanel = ({ form }: { form: Form }) => {
  const s = useScreenStrings<FormCreatorStrings>(FORM_CREATOR_STRINGS);
  return s ? <PreviewCard form={form} s={s} /> : <PageLoading />;
};

const PreviewCard = ({
  form,
  keys,
  s,
  sticky,
}: {
  form: Form;
  keys?: FormKeys;
  s: FormCreatorStrings;
  sticky?: boolean;
}) => {
  const headingId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ position: sticky ? 'sticky' : undefined, top: 72 }}
    >
      <CardContent>
        <Typography variant="subtitle1" component="h2" id={headingId} sx={{ fontWeight: 600 }}>
          {s.PREVIEW}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {s.PREVIEW_HELP}
        </Typography>
        <FormPreview form={form} keys={keys} s={s} />
      </CardContent>
    </Card>
  );
};

const Creator = ({ value, onChange, showAllErrors = false, s }: Props & { s: FormCreatorStrings }) => {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const allErrors = useMemo(() => formErrors(value, s), [value, s]);
  // Questions not yet written stay quiet until a save is tried: a new question is not a mistake.
  const errors = useMemo(() => {
    if (showAllErrors) return allErrors;
    const quiet: FormErrors = new Map();
    for (const [key, message] of allErrors)
      if (!(message === s.ERRORS.empty && key.endsWith('.text')) && key !== 'sections')
        quiet.set(key, message);
    return quiet;
  }, [allErrors, showAllErrors, s]);
  const tabsId = useId();
  // Each section, question and option keeps a client-side id while it is edited (never in the form's JSON).
  const [storedKeys, setKeys] = useState(() => keysFor(value));
  const keys = useMemo(() => fitKeys(value, storedKeys), [value, storedKeys]);
  const onDraft = (next: Draft) => {
    setKeys(next.keys);
    onChange(next.form);
  };

  const editor = <Editor draft={{ form: value, keys }} onDraft={onDraft} errors={errors} s={s} />;
  const preview = <PreviewCard form={value} keys={keys} s={s} sticky={wide} />;

  return (
    <Box>
      {showAllErrors && allErrors.size > 0 && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {fill(s.PROBLEMS, { n: allErrors.size })}
          {allErrors.get('sections') ? ` ${allErrors.get('sections')}` : ''}
        </Alert>
      )}
      {wide ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
            gap: 2,
            alignItems: 'start',
          }}
        >
          {editor}
          {preview}
        </Box>
      ) : (
        <>
          <Tabs value={tab} onChange={(_, next) => setTab(next)} sx={{ mb: 2 }} aria-label={s.PREVIEW}>
            <Tab value="edit" label={s.EDIT} id={`${tabsId}-edit`} aria-controls={`${tabsId}-edit-panel`} />
            <Tab
              value="preview"
              label={s.PREVIEW}
              id={`${tabsId}-preview`}
              aria-controls={`${tabsId}-preview-panel`}
            />
          </Tabs>
          <div role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
            {tab === 'edit' ? editor : preview}
          </div>
        </>
      )}
    </Box>
  );
};

type EditProps = {
  draft: Draft;
  onDraft: (draft: Draft) => void;
  errors: FormErrors;
  s: FormCreatorStrings;
};

const Editor = ({ draft, onDraft, errors, s }: EditProps) => {
  const { form } = draft;
  const onChange = (next: Form) => onDraft({ ...draft, form: next });
  const setSection = (i: number, section: FormSection) =>
    onChange({ ...form, sections: form.sections.map((x, j) => (j === i ? section : x)) });
  // Questions are numbered through the whole form, as the person filling it counts them.
  let number = 0;
  return (
    <Stack spacing={2}>
      {form.sections.map((section, i) => {
        const first = number;
        number += section.fields.length;
        return (
          <SectionCard
            key={draft.keys.sections[i].id}
            draft={draft}
            onDraft={onDraft}
            index={i}
            firstNumber={first}
            section={section}
            errors={errors}
            onChange={(next) => setSection(i, next)}
            s={s}
          />
        );
      })}
      <Box>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={form.sections.length >= FORM_LIMITS.sections}
          onClick={() => onDraft(addSection(draft))}
        >
          {s.ADD_SECTION}
        </Button>
      </Box>
    </Stack>
  );
};

const SectionCard = ({
  draft,
  onDraft,
  index,
  firstNumber,
  section,
  errors,
  onChange,
  s,
}: EditProps & {
  index: number;
  firstNumber: number;
  section: FormSection;
  onChange: (section: FormSection) => void;
}) => {
  const { form } = draft;
  const n = index + 1;
  const path = `sections.${index}`;
  const count = form.sections.length;
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ bgcolor: 'grey.50' }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" id={headingId} sx={{ fontWeight: 600, flex: 1 }}>
            {fill(s.SECTION, { n })}
          </Typography>
          <ActionButton
            label={fill(s.SECTION_UP, { n })}
            icon={<ArrowUpwardIcon />}
            disabled={index === 0}
            onClick={() => onDraft(moveSection(draft, index, index - 1))}
          />
          <ActionButton
            label={fill(s.SECTION_DOWN, { n })}
            icon={<ArrowDownwardIcon />}
            disabled={index === count - 1}
            onClick={() => onDraft(moveSection(draft, index, index + 1))}
          />
          <ActionButton
            label={fill(s.REMOVE_SECTION, { n })}
            icon={<DeleteIcon />}
            disabled={count === 1}
            onClick={() => onDraft(removeSection(draft, index))}
          />
        </Box>
        <TextField
          label={s.SECTION_TITLE}
          value={section.title}
          onChange={(e) => onChange({ ...section, title: e.target.value })}
          error={errors.has(`${path}.title`)}
          helperText={errors.get(`${path}.title`)}
          slotProps={{ htmlInput: { maxLength: FORM_LIMITS.text } }}
          fullWidth
        />
        <TextField
          label={s.SECTION_DESCRIPTION}
          value={section.description ?? ''}
          onChange={(e) => {
            const { description: _, ...rest } = section;
            onChange(e.target.value ? { ...rest, description: e.target.value } : rest);
          }}
          error={errors.has(`${path}.description`)}
          helperText={errors.get(`${path}.description`)}
          multiline
          minRows={2}
          fullWidth
        />
        {section.fields.map((field, f) => (
          <FieldCard
            key={draft.keys.sections[index].fields[f].id}
            draft={draft}
            onDraft={onDraft}
            s={s}
            sectionIndex={index}
            index={f}
            number={firstNumber + f + 1}
            total={fieldsOf(form).length}
            field={field}
            errors={errors}
          />
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            disabled={fieldsOf(form).length >= FORM_LIMITS.fields}
            onClick={() => onDraft(addFieldIn(draft, index))}
          >
            {s.ADD_QUESTION}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};

/** An icon button named for screen readers, with the same name as a tooltip for the eye. */
const ActionButton = ({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactElement;
  disabled?: boolean;
  onClick: () => void;
}) =>
  disabled ? (
    <IconButton aria-label={label} disabled size="small">
      {icon}
    </IconButton>
  ) : (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} size="small">
        {icon}
      </IconButton>
    </Tooltip>
  );

const FieldCard = ({
  draft,
  onDraft,
  s,
  sectionIndex,
  index,
  number,
  total,
  field,
  errors,
}: EditProps & {
  sectionIndex: number;
  index: number;
  number: number;
  total: number;
  field: FormField;
}) => {
  const { form } = draft;
  const onForm = (next: Form) => onDraft({ ...draft, form: next });
  const path = `sections.${sectionIndex}.fields.${index}`;
  const set = (next: FormField) => onForm(replaceField(form, sectionIndex, index, next));
  const headingId = useId();
  const typeId = useId();
  // Every question before this one, in the whole form: the ones a "show if" may point to.
  const earlier = fieldsOf(form).slice(0, number - 1);
  return (
    <Card variant="outlined" role="group" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Box sx={{ color: 'text.secondary', display: 'flex' }} aria-hidden>
            {TYPE_ICONS[field.type]}
          </Box>
          <Typography
            variant="subtitle2"
            component="h3"
            id={headingId}
            sx={{ flex: 1, minWidth: 120, ml: 0.5 }}
          >
            {fill(s.QUESTION, { n: number })}
          </Typography>
          <ActionButton
            label={fill(s.QUESTION_UP, { n: number })}
            icon={<ArrowUpwardIcon />}
            disabled={number === 1}
            onClick={() => onDraft(moveFieldIn(draft, sectionIndex, index, -1))}
          />
          <ActionButton
            label={fill(s.QUESTION_DOWN, { n: number })}
            icon={<ArrowDownwardIcon />}
            disabled={number === total}
            onClick={() => onDraft(moveFieldIn(draft, sectionIndex, index, 1))}
          />
          <ActionButton
            label={fill(s.DUPLICATE, { n: number })}
            icon={<ContentCopyIcon />}
            disabled={total >= FORM_LIMITS.fields}
            onClick={() => onDraft(duplicateFieldIn(draft, sectionIndex, index))}
          />
          <ActionButton
            label={fill(s.DELETE, { n: number })}
            icon={<DeleteIcon />}
            onClick={() => onDraft(removeFieldIn(draft, sectionIndex, index))}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 220px' } }}>
          <TextField
            label={s.TEXT}
            value={field.text}
            onChange={(e) => set(withText(form, sectionIndex, index, e.target.value))}
            error={errors.has(`${path}.text`)}
            helperText={errors.get(`${path}.text`) ?? s.TEXT_HELP}
            slotProps={{ htmlInput: { maxLength: FORM_LIMITS.text } }}
            required
            fullWidth
          />
          <FormControl fullWidth>
            <InputLabel id={typeId}>{s.TYPE}</InputLabel>
            <Select
              labelId={typeId}
              label={s.TYPE}
              value={field.type}
              onChange={(e) =>
                set(withType(field, e.target.value as FormFieldType, (n) => fill(s.OPTION, { n })))
              }
              renderValue={(type) => (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box component="span" sx={{ display: 'flex', color: 'text.secondary' }} aria-hidden>
                    {TYPE_ICONS[type]}
                  </Box>
                  {s.TYPES[type]}
                </Box>
              )}
            >
              {FORM_FIELD_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  <ListItemIcon aria-hidden>{TYPE_ICONS[type]}</ListItemIcon>
                  <ListItemText>{s.TYPES[type]}</ListItemText>
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={s.NAME}
            value={field.name}
            onChange={(e) => set({ ...field, name: e.target.value.trim() })}
            error={errors.has(`${path}.name`)}
            helperText={errors.get(`${path}.name`) ?? s.NAME_HELP}
            slotProps={{ htmlInput: { maxLength: 63, spellCheck: false, autoCapitalize: 'off' } }}
            fullWidth
          />
          {TYPED_TYPES.includes(field.type) && (
            <TextField
              label={s.PLACEHOLDER}
              value={field.placeholder ?? ''}
              onChange={(e) => {
                const { placeholder: _, ...rest } = field;
                set(e.target.value ? { ...rest, placeholder: e.target.value } : rest);
              }}
              error={errors.has(`${path}.placeholder`)}
              helperText={errors.get(`${path}.placeholder`) ?? s.PLACEHOLDER_HELP}
              slotProps={{ htmlInput: { maxLength: FORM_LIMITS.placeholder } }}
              fullWidth
            />
          )}
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={field.required}
              onChange={(e) => set({ ...field, required: e.target.checked })}
            />
          }
          label={s.REQUIRED}
        />
        {(CHOICE_TYPES.includes(field.type) || errors.has(`${path}.values`)) && (
          <OptionsEditor
            field={field}
            keys={draft.keys.sections[sectionIndex].fields[index].options}
            path={path}
            errors={errors}
            onChange={set}
            onOptions={(edit) => onDraft(editOptions(draft, sectionIndex, index, edit))}
            s={s}
          />
        )}
        <ShowIfEditor field={field} earlier={earlier} path={path} errors={errors} onChange={set} s={s} />
      </CardContent>
    </Card>
  );
};

const OptionsEditor = ({
  field,
  keys,
  path,
  errors,
  onChange,
  onOptions,
  s,
}: {
  field: FormField;
  /** The options' client-side ids, one per option. */
  keys: string[];
  path: string;
  errors: FormErrors;
  onChange: (field: FormField) => void;
  /** An edit that moves, removes or adds options: applied to their ids too. */
  onOptions: (edit: <T>(list: T[]) => T[]) => void;
  s: FormCreatorStrings;
}) => {
  const values = field.values ?? [];
  const legendId = useId();
  const setValues = (next: string[]) => onChange({ ...field, values: next });
  const listError = errors.get(`${path}.values`);
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}
      aria-labelledby={legendId}
    >
      <Typography variant="body2" component="legend" id={legendId} sx={{ fontWeight: 600, mb: 1 }}>
        {s.OPTIONS}
      </Typography>
      {values.map((option, k) => (
        <Box key={keys[k]} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <TextField
            size="small"
            label={fill(s.OPTION, { n: k + 1 })}
            value={option}
            onChange={(e) => setValues(values.map((v, j) => (j === k ? e.target.value : v)))}
            error={errors.has(`${path}.values.${k}`)}
            helperText={errors.get(`${path}.values.${k}`)}
            slotProps={{ htmlInput: { maxLength: FORM_LIMITS.value } }}
            sx={{ flex: 1 }}
          />
          <ActionButton
            label={fill(s.OPTION_UP, { n: k + 1 })}
            icon={<ArrowUpwardIcon />}
            disabled={k === 0}
            onClick={() => onOptions((list) => moveItem(list, k, k - 1))}
          />
          <ActionButton
            label={fill(s.REMOVE_OPTION, { n: k + 1 })}
            icon={<DeleteIcon />}
            onClick={() => onOptions((list) => list.filter((_, j) => j !== k))}
          />
        </Box>
      ))}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={values.length >= FORM_LIMITS.values}
          onClick={() => setValues([...values, fill(s.OPTION, { n: values.length + 1 })])}
        >
          {s.ADD_OPTION}
        </Button>
      </Box>
    </Box>
  );
};

const ShowIfEditor = ({
  field,
  earlier,
  path,
  errors,
  onChange,
  s,
}: {
  field: FormField;
  earlier: FormField[];
  path: string;
  errors: FormErrors;
  onChange: (field: FormField) => void;
  s: FormCreatorStrings;
}) => {
  const fieldId = useId();
  const operatorId = useId();
  const valueId = useId();
  const showIf = field.showIf;
  const messages = errorsUnder(errors, `${path}.showIf`);
  if (!earlier.length && !showIf)
    return (
      <Typography variant="body2" color="text.secondary">
        {s.SHOW_IF_NONE}
      </Typography>
    );
  const target = showIf ? earlier.find((f) => f.name === showIf.field) : undefined;
  const toggle = (on: boolean) => {
    const { showIf: _, ...rest } = field;
    const first = earlier[earlier.length - 1];
    onChange(
      on && first ? { ...rest, showIf: { field: first.name, equals: defaultCondition(first) } } : rest,
    );
  };
  const closed = target ? closedValues(target, s) : null;
  const setCondition = (next: { equals?: ConditionValue; oneOf?: ConditionValue[] }) =>
    showIf && onChange({ ...field, showIf: { field: showIf.field, ...next } });
  const operator = showIf?.oneOf ? 'oneOf' : 'equals';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        borderLeft: 3,
        borderColor: showIf ? 'primary.main' : 'divider',
        pl: 2,
      }}
    >
      <FormControlLabel
        control={<Switch checked={!!showIf} onChange={(e) => toggle(e.target.checked)} />}
        label={s.SHOW_IF}
      />
      {showIf && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <FormControl fullWidth size="small" error={errors.has(`${path}.showIf.field`)}>
            <InputLabel id={fieldId}>{s.SHOW_IF_FIELD}</InputLabel>
            <Select
              labelId={fieldId}
              label={s.SHOW_IF_FIELD}
              value={target ? showIf.field : ''}
              displayEmpty={false}
              onChange={(e) => {
                const next = earlier.find((f) => f.name === e.target.value);
                if (next)
                  onChange({ ...field, showIf: { field: next.name, equals: defaultCondition(next) } });
              }}
            >
              {earlier.map((f, k) => (
                <MenuItem key={f.name} value={f.name}>
                  {`${k + 1}. ${f.text || f.name}`}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl fullWidth size="small">
            <InputLabel id={operatorId}>{s.SHOW_IF_OPERATOR}</InputLabel>
            <Select
              labelId={operatorId}
              label={s.SHOW_IF_OPERATOR}
              value={operator}
              onChange={(e) => {
                const current = showIf.oneOf ?? (showIf.equals === undefined ? [] : [showIf.equals]);
                if (e.target.value === 'oneOf') setCondition({ oneOf: current.length ? current : [] });
                else setCondition({ equals: current[0] ?? (target ? defaultCondition(target) : '') });
              }}
            >
              <MenuItem value="equals">{s.EQUALS}</MenuItem>
              <MenuItem value="oneOf">{s.ONE_OF}</MenuItem>
            </Select>
          </FormControl>
          <Box sx={{ gridColumn: '1 / -1' }}>
            {target && closed && operator === 'equals' && (
              <FormControl fullWidth size="small">
                <InputLabel id={valueId}>{s.VALUE}</InputLabel>
                <Select
                  labelId={valueId}
                  label={s.VALUE}
                  value={closed.findIndex((c) => c.value === showIf.equals)}
                  onChange={(e) => {
                    const picked = closed[Number(e.target.value)];
                    if (picked) setCondition({ equals: picked.value });
                  }}
                >
                  <MenuItem value={-1} disabled>
                    {s.CHOOSE}
                  </MenuItem>
                  {closed.map((c, k) => (
                    <MenuItem key={String(c.value)} value={k}>
                      {c.label}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
            {target && closed && operator === 'oneOf' && (
              <FormControl component="fieldset">
                <FormLabel component="legend">{s.VALUES}</FormLabel>
                <FormGroup row>
                  {closed.map((c) => {
                    const chosen = showIf.oneOf ?? [];
                    return (
                      <FormControlLabel
                        key={String(c.value)}
                        control={
                          <Checkbox
                            size="small"
                            checked={chosen.includes(c.value)}
                            onChange={(e) =>
                              setCondition({
                                oneOf: e.target.checked
                                  ? closed
                                      .filter((x) => x === c || chosen.includes(x.value))
                                      .map((x) => x.value)
                                  : chosen.filter((x) => x !== c.value),
                              })
                            }
                          />
                        }
                        label={c.label}
                      />
                    );
                  })}
                </FormGroup>
              </FormControl>
            )}
            {target && !closed && operator === 'equals' && (
              <TextField
                size="small"
                label={s.VALUE}
                type={target.type === 'number' ? 'number' : target.type === 'date' ? 'date' : 'text'}
                slotProps={{ inputLabel: target.type === 'date' ? { shrink: true } : undefined }}
                value={showIf.equals === undefined ? '' : String(showIf.equals)}
                onChange={(e) =>
                  setCondition({
                    equals: target.type === 'number' ? Number(e.target.value) : e.target.value,
                  })
                }
                fullWidth
              />
            )}
            {target && !closed && operator === 'oneOf' && (
              <TextField
                size="small"
                label={s.VALUES}
                helperText={s.VALUES_LINES}
                multiline
                minRows={2}
                value={(showIf.oneOf ?? []).join('\n')}
                onChange={(e) => {
                  const lines = e.target.value.split('\n');
                  setCondition({
                    oneOf: target.type === 'number' ? lines.filter((l) => l.trim()).map(Number) : lines,
                  });
                }}
                fullWidth
              />
            )}
          </Box>
          {messages.length > 0 && (
            <FormHelperText error sx={{ gridColumn: '1 / -1', m: 0 }}>
              {messages.join(' ')}
            </FormHelperText>
          )}
        </Box>
      )}
    </Box>
  );
};
