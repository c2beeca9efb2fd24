import { Box, type Theme, useMediaQuery } from '@mui/material';
import {
  BooleanField,
  DataTable,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  SimpleList,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../../layout/LocaleDateField';
import { NoResults } from '../sales/NoResults';
import { OrganizerRequestNote } from './OrganizerRequestNote';
import { RoleChips } from './RoleChips';
import { UserRowActions } from './UserActions';
import { UserStatusChip } from './UserStatusChip';
import { roleChoices, statusChoices } from './userStatus';

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
  <NullableBooleanInput
    key="organizerRequested"
    source="organizerRequested"
    alwaysOn
    // Room for the longest label ("Pediu para ser organizador").
    sx={{ minWidth: 270 }}
  />,
];

const fullName = (record: { name?: string; surname?: string }) =>
  [record.name, record.surname].filter(Boolean).join(' ');

/** An address that may wrap before its "@" (and anywhere when one part alone is too long). */
const Email = ({ email }: { email?: string }) => {
  const text = String(email ?? '');
  const at = text.indexOf('@');
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {at > 0 ? (
        <>
          {text.slice(0, at)}
          <wbr />
          {text.slice(at)}
        </>
      ) : (
        text
      )}
    </Box>
  );
};

const UserList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    <List
      filters={userFilters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record) => (
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {fullName(record) || record.email}
            </Box>
          )}
          secondaryText={(record) => (
            <>
              {/* The email once: it is the primary line of a user without a name. */}
              {fullName(record) ? <Email email={record.email} /> : null}
              <Box component="span" sx={{ display: 'block' }}>
                <OrganizerRequestNote />
              </Box>
            </>
          )}
          tertiaryText={
            <Box component="span" sx={{ float: 'right' }}>
              <UserStatusChip />
            </Box>
          }
          linkType="edit"
          empty={<NoResults />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="edit" empty={<NoResults />}>
          <DataTable.Col source="email">
            <FunctionField render={(record) => <Email email={record.email} />} />
          </DataTable.Col>
          <DataTable.Col source="name" />
          <DataTable.Col source="surname" />
          <DataTable.Col source="roles" disableSort>
            <RoleChips />
            <OrganizerRequestNote />
          </DataTable.Col>
          <DataTable.Col source="status">
            <UserStatusChip />
          </DataTable.Col>
          <DataTable.Col source="activated" disableSort>
            <BooleanField source="activated" />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <LocaleDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col label={translate('ADMIN.USERS.ACTIONS.LABEL')} disableSort align="right">
            <UserRowActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

export default UserList;
