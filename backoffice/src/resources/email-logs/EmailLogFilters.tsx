import { Box, FormHelperText, Typography } from '@mui/material';
import {
  DateInput,
  FilterLiveForm,
  FormDataConsumer,
  NullableBooleanInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { currentArea } from '../../area';
import { statusChoices, typeChoices, windowError } from './emailLogs';

/**
 * The list's filters as one live form, so the date window is checked as a whole on every change: an
 * invalid window is not sent to the API, and its message shows under the filters at once (an input's
 * own error would wait until that input was touched, and the culprit is the pair, not one date).
 */
export const EmailLogFilters = (_: { context?: string }) => {
  const translate = useTranslate();
  // An organizer's list (/account) holds the mails about their channels only.
  const own = currentArea() === 'account';
  return (
    <Box sx={{ width: '100%', pt: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(own ? 'ADMIN.EMAILS.SUBTITLE_ACCOUNT' : 'ADMIN.EMAILS.SUBTITLE')}
      </Typography>
      <FilterLiveForm validate={validate}>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
              lg: '2fr repeat(6, minmax(0, 1fr))',
            },
            '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
          }}
        >
          <TextInput source="to" type="email" resettable helperText={false} />
          <SelectInput source="type" choices={typeChoices} helperText={false} />
          <SelectInput source="status" choices={statusChoices} helperText={false} />
          <NullableBooleanInput
            source="opened"
            trueLabel="ADMIN.EMAILS.OPENED_YES"
            falseLabel="ADMIN.EMAILS.OPENED_NO"
            helperText={false}
          />
          <NullableBooleanInput
            source="clicked"
            trueLabel="ADMIN.EMAILS.CLICKED_YES"
            falseLabel="ADMIN.EMAILS.CLICKED_NO"
            helperText={false}
          />
          <DateInput source="from" helperText={false} />
          <DateInput source="until" helperText={false} />
        </Box>
        <FormDataConsumer>
          {({ formData }) => {
            const problem = windowError(formData.from, formData.until);
            return (
              <FormHelperText error role="alert" sx={{ mx: 0, mt: 0, mb: problem ? 1 : 0, fontSize: 14 }}>
                {problem ? translate(problem) : ''}
              </FormHelperText>
            );
          }}
        </FormDataConsumer>
      </FilterLiveForm>
    </Box>
  );
};

/** Keyed on no input: it only keeps the form invalid, so the live form does not apply the filters. */
function validate(values: Record<string, unknown>) {
  const problem = windowError(values.from, values.until);
  return problem ? { window: problem } : {};
}
