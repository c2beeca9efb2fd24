import HomeIcon from '@mui/icons-material/Home';
import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type Area, currentArea } from '../area';

/** The console's name, translated (react-admin shows its default title untranslated on its own pages). */
export const ConsoleName = ({ area }: { area: Area }) => (
  <>{useTranslate()(area === 'manage' ? 'ADMIN.APP.MANAGE' : 'ADMIN.APP.ACCOUNT')}</>
);

/** Any console path no screen answers: said so in the user's language, with a way back to the start. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  const area = currentArea();
  return (
    <Box sx={{ py: 3, maxWidth: 720 }}>
      <Title title="ADMIN.NOT_FOUND.TITLE" />
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {translate('ADMIN.NOT_FOUND.TITLE')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {translate('ADMIN.NOT_FOUND.TEXT', {
          console: translate(area === 'manage' ? 'ADMIN.APP.MANAGE' : 'ADMIN.APP.ACCOUNT'),
        })}
      </Typography>
      <Button component={Link} to="/" variant="contained" startIcon={<HomeIcon />}>
        {translate('ADMIN.NOT_FOUND.HOME')}
      </Button>
    </Box>
  );
};
