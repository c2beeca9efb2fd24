import { Box, type Theme, useMediaQuery } from '@mui/material';
import {
  CreateButton,
  DataTable,
  FunctionField,
  List,
  type RaRecord,
  ReferenceField,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  usePermissions,
} from 'react-admin';
import { LocaleDateField } from '../../layout/LocaleDateField';
import { NoResults } from '../sales/NoResults';
import { ChannelStatusChip } from './ChannelStatusChip';
import { channelPath } from './channelPath';
import { statusChoices } from './channelStatus';
import { rememberChannelSlug } from './useChannelId';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

/** A row opens the channel at its slug address (spec 2). */
const openChannel = (id: unknown, _resource: string, record: RaRecord) => {
  rememberChannelSlug(record.slug, id);
  return channelPath(record);
};

/** The organizer who owns the channel, for admins (one GET /api/users for the whole page). */
const Owner = ({ link = 'edit' }: { label?: string; link?: 'edit' | false }) => (
  <ReferenceField source="userId" reference="manage-users" link={link}>
    <FunctionField<RaRecord>
      render={(user) => {
        const name = [user.name, user.surname].filter(Boolean).join(' ');
        return name ? `${name} · ${user.email}` : user.email;
      }}
    />
  </ReferenceField>
);

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
          empty={<NoResults />}
          // The chip floats first, so it stays on the title's first line when a long title wraps.
          primaryText={(record) => (
            <>
              <Box component="span" sx={{ float: 'right', ml: 1 }}>
                <ChannelStatusChip />
              </Box>
              {record.title}
            </>
          )}
          // The whole item is a link: the owner is plain text here.
          secondaryText={(record) => (admin ? <Owner link={false} /> : record.slug)}
          rowClick={openChannel}
        />
      ) : (
        <DataTable empty={<NoResults />} bulkActionButtons={false} rowClick={openChannel}>
          <DataTable.Col source="title" />
          {admin && (
            <DataTable.Col source="userId" label="ADMIN.CHANNEL_REVIEW.OWNER" disableSort>
              <Owner />
            </DataTable.Col>
          )}
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
