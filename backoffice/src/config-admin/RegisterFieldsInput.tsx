import { Box, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { REGISTER_FIELD_NAMES, type RegisterFieldName } from '../dataProvider';

const MESSAGES = 'ADMIN.CONFIG.REGISTRATION';

/** The optional sign-up fields (spec 2): whether the form asks for each, and whether it is required. */
export const RegisterFieldsInput = () => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="register-fields-title">
      <Typography id="register-fields-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate(`${MESSAGES}.FIELDS_TITLE`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${MESSAGES}.FIELDS_HELP`)}
      </Typography>
      <Table size="small" aria-labelledby="register-fields-title">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ pl: 0 }}>
              {translate(`${MESSAGES}.FIELD`)}
            </TableCell>
            <TableCell component="th" scope="col" align="center">
              {translate(`${MESSAGES}.ASK`)}
            </TableCell>
            <TableCell component="th" scope="col" align="center" sx={{ pr: 0 }}>
              {translate(`${MESSAGES}.REQUIRED`)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {REGISTER_FIELD_NAMES.map((name) => (
            <RegisterFieldRow key={name} name={name} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

const RegisterFieldRow = ({ name }: { name: RegisterFieldName }) => {
  const translate = useTranslate();
  const enabled = useInput({ source: `registerFields.${name}.enabled`, type: 'checkbox' });
  const required = useInput({ source: `registerFields.${name}.required`, type: 'checkbox' });
  const field = translate(`${MESSAGES}.FIELD_NAMES.${name}`);
  const asked = Boolean(enabled.field.value);
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ pl: 0 }}>
        {field}
      </TableCell>
      <TableCell align="center">
        <Switch
          id={enabled.id}
          name={enabled.field.name}
          checked={asked}
          onChange={(event) => {
            enabled.field.onChange(event.target.checked);
            // A field no longer asked for cannot stay required.
            if (!event.target.checked) required.field.onChange(false);
          }}
          onBlur={enabled.field.onBlur}
          slotProps={{ input: { 'aria-label': translate(`${MESSAGES}.ASK_FIELD`, { field }) } }}
        />
      </TableCell>
      <TableCell align="center" sx={{ pr: 0 }}>
        <Switch
          id={required.id}
          name={required.field.name}
          checked={asked && Boolean(required.field.value)}
          disabled={!asked}
          onChange={(event) => required.field.onChange(event.target.checked)}
          onBlur={required.field.onBlur}
          slotProps={{ input: { 'aria-label': translate(`${MESSAGES}.REQUIRED_FIELD`, { field }) } }}
        />
      </TableCell>
    </TableRow>
  );
};
