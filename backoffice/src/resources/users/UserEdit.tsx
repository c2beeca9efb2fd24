import { Box, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  BooleanField,
  CheckboxGroupInput,
  Edit,
  FunctionField,
  Labeled,
  required,
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
  TopToolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { localeName } from '../../i18nProvider';
import { LocaleDateField } from '../../layout/LocaleDateField';
import { UserActionButtons } from './UserActions';
import { UserStatusChip } from './UserStatusChip';
import { roleChoices } from './userStatus';

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // Two columns even on a phone: the values are short, and long emails may break anywhere.
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          overflowWrap: 'anywhere',
        }}
      >
        {children}
      </Box>
    </Box>
  );
};

const Text = ({ source }: { source: string }) => (
  <Labeled>
    <TextField source={source} emptyText="—" />
  </Labeled>
);

const RolesInput = () => {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const own = record != null && identity != null && String(identity.id) === String(record.id);
  return (
    <CheckboxGroupInput
      source="roles"
      choices={roleChoices}
      validate={required()}
      disabled={own}
      helperText={own ? translate('ADMIN.USERS.OWN_ACCOUNT') : false}
    />
  );
};

const EditActions = () => (
  <TopToolbar>
    <UserActionButtons />
  </TopToolbar>
);

const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The user's profile, read-only, with the status actions and the roles, the one editable field. */
const UserEdit = () => {
  const notify = useNotify();
  return (
    <Edit
      actions={<EditActions />}
      mutationMode="pessimistic"
      redirect={false}
      // The API takes only what an admin may change here (PUT /api/users/:id {status?, roles?}).
      transform={(data) => ({ roles: data.roles })}
      mutationOptions={{ onSuccess: () => notify('ADMIN.USERS.ROLES_SAVED', { type: 'success' }) }}
    >
      <SimpleForm toolbar={<EditToolbar />}>
        <Section title="ADMIN.USERS.SECTION_PROFILE">
          <Text source="email" />
          <Text source="name" />
          <Text source="surname" />
          <Labeled source="status">
            <UserStatusChip />
          </Labeled>
          <Labeled>
            <LocaleDateField source="createdAt" showTime emptyText="—" />
          </Labeled>
          <Labeled>
            <LocaleDateField source="activatedAt" showTime emptyText="—" />
          </Labeled>
          <Text source="country" />
          <Labeled source="language">
            <FunctionField render={(record) => (record.language ? localeName(record.language) : '—')} />
          </Labeled>
          <Text source="timezone" />
          <Text source="company" />
          <Text source="job" />
          <Labeled>
            <LocaleDateField source="organizerRequestedAt" showTime emptyText="—" />
          </Labeled>
          <Labeled>
            <BooleanField source="newsletter" />
          </Labeled>
          <Labeled>
            <BooleanField source="promoConsent" />
          </Labeled>
          <Labeled>
            <BooleanField source="publicProfile" />
          </Labeled>
        </Section>
        <Divider flexItem sx={{ mb: 2 }} />
        <Section title="ADMIN.USERS.SECTION_BILLING">
          <Text source="billingCompany" />
          <Text source="billingNif" />
          <Text source="billingAddress" />
          <Text source="billingCity" />
          <Text source="billingPostalCode" />
          <Text source="billingCountry" />
          <Text source="billingPhone" />
        </Section>
        <Divider flexItem sx={{ mb: 2 }} />
        <RolesInput />
      </SimpleForm>
    </Edit>
  );
};

export default UserEdit;
