import { Box, type Theme, useMediaQuery } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  ReferenceField,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../../layout/LocaleDateField';
import { PagesAreaTabs } from '../pages/PagesAreaTabs';
import { NoResults } from '../sales/NoResults';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Every entity landing page with its owner, reached from the "Pages" menu item (second list). */
const EntityList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    // Its own region, named like its tab: the other list of the area may still be on screen while the
    // address changes, and its buttons (Crear) must not be taken for this one's.
    <Box component="section" aria-label={translate('ADMIN.PAGES.TAB_ENTITIES')}>
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
    </Box>
  );
};

export default EntityList;
