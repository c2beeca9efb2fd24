import { Box, type Theme, useMediaQuery } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../../layout/LocaleDateField';
import { NoResults } from '../sales/NoResults';
import { PagesAreaTabs } from './PagesAreaTabs';
import { PublishedChip } from './PublishedChip';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="published" source="published" alwaysOn />,
];

/** Spec 2 /manage/pages: every static page, drafts included, searched and filtered by the server. */
const PageList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    // Its own region, named like its tab: the other list of the area may still be on screen while the
    // address changes, and its buttons (Crear) must not be taken for this one's.
    <Box component="section" aria-label={translate('ADMIN.PAGES.TAB_PAGES')}>
      <PagesAreaTabs current="pages" />
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
            primaryText={(record) => (
              <>
                <Box component="span" sx={{ float: 'right', ml: 1 }}>
                  <PublishedChip />
                </Box>
                {record.name}
              </>
            )}
            secondaryText={(record) => `/page/${record.slug}`}
            linkType="edit"
          />
        ) : (
          <DataTable empty={<NoResults />} bulkActionButtons={false} rowClick="edit">
            <DataTable.Col source="name" />
            <DataTable.Col source="slug" />
            <DataTable.Col source="published">
              <PublishedChip />
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

export default PageList;
