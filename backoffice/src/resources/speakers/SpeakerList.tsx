import { Avatar, Box, Chip, Stack, type Theme, useMediaQuery } from '@mui/material';
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
import { NoResults } from '../sales/NoResults';

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

/** Inside SimpleList's avatar: the picture, or the name's initial on a dark enough background. */
const SpeakerPicture = ({ image, name }: { image?: string | null; name?: string }) =>
  image ? (
    <Box component="img" src={image} alt="" sx={{ width: 1, height: 1, objectFit: 'cover' }} />
  ) : (
    <Box
      component="span"
      aria-hidden
      sx={{ width: 1, height: 1, display: 'grid', placeItems: 'center', bgcolor: '#5b6472', color: '#fff' }}
    >
      {(name ?? '?').trim().charAt(0).toUpperCase()}
    </Box>
  );

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
          // An element, not the URL: SimpleList takes only absolute URLs as pictures and prints any other
          // text in the avatar (our images are same-origin paths).
          leftAvatar={(record) => <SpeakerPicture image={record.image} name={record.name} />}
          linkType="edit"
          empty={<NoResults />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="edit" empty={<NoResults />}>
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
