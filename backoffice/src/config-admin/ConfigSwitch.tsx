import { Box, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { ConfigField } from './configGroups';

/**
 * One setting: a switch with its translated label and a one-line help that screen readers announce
 * with it (react-admin's BooleanInput shows the helper text but does not tie it to the input).
 */
export const ConfigSwitch = ({ field }: { field: ConfigField }) => {
  const translate = useTranslate();
  const { field: input, id } = useInput({ source: field, type: 'checkbox' });
  const helpId = `${id}-help`;
  return (
    <Box sx={{ py: 0.75 }}>
      <FormControlLabel
        sx={{ mr: 0 }}
        label={translate(`ADMIN.CONFIG.FIELDS.${field}.LABEL`)}
        control={
          <Switch
            id={id}
            name={input.name}
            checked={Boolean(input.value)}
            onChange={(event) => input.onChange(event.target.checked)}
            onBlur={input.onBlur}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
      />
      <FormHelperText id={helpId} sx={{ mt: 0, ml: 5.75 }}>
        {translate(`ADMIN.CONFIG.FIELDS.${field}.HELP`)}
      </FormHelperText>
    </Box>
  );
};
