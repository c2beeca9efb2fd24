import { Avatar, Chip, Stack, type Theme, useMediaQuery } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <TextInput key="tag" source="tag" alwaysOn />];

const Tags = (_props: { label?: string }) => {
  const record = useRecordContext();
  const tags: string[] = Array.isArray(record?.tags) ? record.tags : [];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {tags.map((t) => (
        <Chip key={t} size="small" label={t} />
      ))}
    </Stack>
  );
};

const Picture = (_props: { label?: string }) => {
  const record = useRecordContext();
  return <Avatar src={record?.image ?? undefined} alt="" sx={{ width: 36, height: 36 }} />;
};

/** Speakers: an organizer's own, or every organizer's for an admin (the API scopes the rows). */
const SpeakerList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record) => record.name}
          secondaryText={(record) => record.title ?? ''}
          leftAvatar={(record) => record.image ?? ''}
          linkType="edit"
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="image" disableSort>
            <Picture />
          </DataTable.Col>
          <DataTable.Col source="name" />
          <DataTable.Col source="title" disableSort />
          <DataTable.Col source="tags" disableSort>
            <Tags />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

export default SpeakerList;
