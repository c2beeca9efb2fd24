import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { SectionFields } from './SectionFields';
import {
  cleanSection,
  type HomeSection,
  newSection,
  SECTION_TYPES,
  type SectionType,
  validateSection,
} from './sections';

const T = 'ADMIN.HOME_EDITOR';

interface Props {
  /** The section to edit; null to add a new one (its type chosen first). */
  section: HomeSection | null;
  /** The API's messages for this section's fields (`title.es` → message), from the last save. */
  serverErrors?: Record<string, string>;
  onClose: () => void;
  onSubmit: (section: HomeSection) => void;
}

/** Adds a section (type, then its fields) or edits one; nothing reaches the site until the home is saved. */
export const SectionDialog = ({ section, serverErrors, onClose, onSubmit }: Props) => {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [chosen, setChosen] = useState<SectionType>('hero');
  const [draft, setDraft] = useState<HomeSection | null>(section);
  const adding = section === null;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        {draft && !adding
          ? translate(`${T}.DIALOG.EDIT_TITLE`, { type: translate(`${T}.TYPES.${draft.type}`) })
          : translate(`${T}.DIALOG.ADD_TITLE`)}
        {draft && adding && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {translate(`${T}.TYPES.${draft.type}`)}
          </Typography>
        )}
      </DialogTitle>
      {draft ? (
        <Form
          record={draft}
          validate={validateSection}
          onSubmit={(values: Record<string, unknown>) => onSubmit(cleanSection(values))}
          noValidate
        >
          <DialogContent dividers>
            {serverErrors && <ServerErrors errors={serverErrors} />}
            <SectionFields type={draft.type} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate(`${T}.DIALOG.AFTER_APPLY`)}
            </Typography>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            {adding && (
              <Button onClick={() => setDraft(null)} sx={{ mr: 'auto' }}>
                {translate(`${T}.DIALOG.BACK`)}
              </Button>
            )}
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained">
              {translate(adding ? `${T}.DIALOG.ADD` : `${T}.DIALOG.APPLY`)}
            </Button>
          </DialogActions>
        </Form>
      ) : (
        <>
          <DialogContent dividers>
            <FormControl>
              <FormLabel id={`${titleId}-types`}>{translate(`${T}.DIALOG.CHOOSE_TYPE`)}</FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-types`}
                value={chosen}
                onChange={(e) => setChosen(e.target.value as SectionType)}
              >
                {SECTION_TYPES.map((type) => (
                  <FormControlLabel
                    key={type}
                    value={type}
                    control={<Radio slotProps={{ input: { 'aria-describedby': `${titleId}-${type}` } }} />}
                    sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                    label={
                      <>
                        <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                          {translate(`${T}.TYPES.${type}`)}
                        </Typography>
                        <Typography
                          id={`${titleId}-${type}`}
                          component="span"
                          variant="body2"
                          color="text.secondary"
                          sx={{ display: 'block' }}
                        >
                          {translate(`${T}.TYPE_HELP.${type}`)}
                        </Typography>
                      </>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" onClick={() => setDraft(newSection(chosen))}>
              {translate(`${T}.DIALOG.NEXT`)}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};

/**
 * Puts the API's messages of the last save on the fields they name; the ones no input of the form
 * shows (a wrong type, an unknown field) are listed above the fields instead.
 */
const ServerErrors = ({ errors }: { errors: Record<string, string> }) => {
  const { setError, getValues } = useFormContext();
  useEffect(() => {
    // After the form's own first reset (react-admin's, in an effect of the parent), which clears errors.
    const timer = setTimeout(() => {
      // An item of a slider (`ids.3`) has no input of its own: its message goes on the list of items.
      for (const [field, message] of Object.entries(errors)) {
        setError(field.replace(/^ids\.\d+$/, 'ids'), { type: 'server', message }, { shouldFocus: false });
      }
    });
    return () => clearTimeout(timer);
  }, [errors, setError]);
  const values = getValues();
  const unshown = Object.entries(errors).filter(([field]) => !(field.split('.')[0] in values));
  if (unshown.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {unshown.map(([field, message]) => (
        <div key={field}>{`${field}: ${message}`}</div>
      ))}
    </Alert>
  );
};
