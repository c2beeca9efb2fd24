import { type Theme, useMediaQuery } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  ReferenceField,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { LocaleDateField } from '../../layout/LocaleDateField';
import { PagesAreaTabs } from '../pages/PagesAreaTabs';
import { NoResults } from '../sales/NoResults';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Every entity landing page with its owner, reached from the "Pages" menu item (second list). */
const EntityList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <>
      <PagesAreaTabs current="entities" />
      <List
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={
          <TopToolbar sx={(theme) => ({ [theme.breakpoints.down('md')]: { minHeight: 0 } })}>
            <CreateButton />
          </TopToolbar>
        }
      >
        {isSmall ? (
          <SimpleList
            empty={<NoResults />}
            primaryText={(record) => record.name}
            secondaryText={(record) => `/store/${record.slug}`}
            linkType="edit"
          />
        ) : (
          <DataTable empty={<NoResults />} bulkActionButtons={false} rowClick="edit">
            <DataTable.Col source="name" />
            <DataTable.Col source="slug" />
            <DataTable.Col source="userId" disableSort>
              <ReferenceField
                source="userId"
                reference="manage-users"
                link={false}
                emptyText="ADMIN.PAGES.NO_OWNER"
              >
                <TextField source="email" />
              </ReferenceField>
            </DataTable.Col>
            <DataTable.Col source="updatedAt">
              <LocaleDateField source="updatedAt" showTime />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </>
  );
};

export default EntityList;
