import { Box, type Theme, useMediaQuery } from '@mui/material';
import {
  BooleanField,
  DataTable,
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
          primaryText={(record) => [record.name, record.surname].filter(Boolean).join(' ') || record.email}
          secondaryText={(record) => (
            <>
              {record.email}
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
          <DataTable.Col source="email" />
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
