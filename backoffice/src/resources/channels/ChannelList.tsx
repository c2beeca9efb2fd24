import { Box, type Theme, useMediaQuery } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  usePermissions,
} from 'react-admin';
import { LocaleDateField } from '../../layout/LocaleDateField';
import { ChannelStatusChip } from './ChannelStatusChip';
import { statusChoices } from './channelStatus';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

/**
 * Channels: an organizer's own, or (admin) every organizer's, with the review queue first: the admin's
 * list opens on the channels waiting in revision.
 */
const ChannelList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { permissions } = usePermissions<string[]>();
  const admin = Array.isArray(permissions) && permissions.includes('ADMIN');
  return (
    <List
      filters={filters}
      filterDefaultValues={admin ? { status: 'revision' } : {}}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={
        // Below md the create button is a floating one: the empty bar must not push the filters down.
        <TopToolbar sx={(theme) => ({ [theme.breakpoints.down('md')]: { minHeight: 0 } })}>
          <CreateButton />
        </TopToolbar>
      }
    >
      {isSmall ? (
        <SimpleList
          // The chip floats first, so it stays on the title's first line when a long title wraps.
          primaryText={(record) => (
            <>
              <Box component="span" sx={{ float: 'right', ml: 1 }}>
                <ChannelStatusChip />
              </Box>
              {record.title}
            </>
          )}
          secondaryText={(record) => record.slug}
          linkType="edit"
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="title" />
          <DataTable.Col source="slug" disableSort />
          <DataTable.Col source="status">
            <ChannelStatusChip />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <LocaleDateField source="createdAt" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

export default ChannelList;
