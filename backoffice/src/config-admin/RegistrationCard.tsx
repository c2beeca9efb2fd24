import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DomainPolicyInput } from './DomainPolicyInput';
import { RegisterFieldsInput } from './RegisterFieldsInput';

/**
 * Who may sign up and what the sign-up form asks (spec 2 and 5), in the config page's form: saved with
 * the same button, each part only when it changed (ConfigAdmin).
 */
export const RegistrationCard = () => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="config-group-REGISTRATION" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="config-group-REGISTRATION" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('ADMIN.CONFIG.GROUPS.REGISTRATION')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <DomainPolicyInput />
          <RegisterFieldsInput />
        </Box>
      </CardContent>
    </Card>
  );
};
