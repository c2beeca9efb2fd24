import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Box } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { intlLocale } from '../sales/money';
import { awaitsOrganizer } from './userStatus';

/** "Asked to be an organizer on <date>", for a user waiting for the team to make them one. */
export const OrganizerRequestNote = (_: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record || !awaitsOrganizer(record)) return null;
  const date = new Date(String(record.organizerRequestedAt)).toLocaleDateString(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        mt: 0.5,
        fontSize: 13,
        color: '#6b4500',
        fontWeight: 500,
      }}
    >
      <HowToRegIcon sx={{ fontSize: 16 }} aria-hidden />
      {translate('ADMIN.USERS.ORGANIZER_REQUESTED', { date })}
    </Box>
  );
};
