import OpenInNewIcon from '@mui/icons-material/Edit';
import { Button, type Theme, useMediaQuery } from '@mui/material';
import {
  Create,
  CreateButton,
  DataTable,
  List,
  type RaRecord,
  SimpleList,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../../layout/LocaleDateField';
import { NoResults } from '../sales/NoResults';
import { EntityForm } from './EntityForm';

/** The landing-page editor lives in the other console (/manage/store/entity/{slug}): a full page load. */
const editorHref = (slug: string) => `/manage/store/entity/${encodeURIComponent(slug)}`;

const EditLanding = () => {
  const record = useRecordContext<{ slug: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button size="small" href={editorHref(record.slug)} startIcon={<OpenInNewIcon />}>
      {translate('ra.action.edit')}
    </Button>
  );
};

/**
 * /account/entities: an organizer's own landing pages (spec 2 "entity pages defined by name and slug"; the
 * API lists only the caller's). Each opens its editor, /manage/store/entity/{slug}; "Create" makes a new one.
 */
const AccountEntityList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
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
          empty={<NoResults />}
          primaryText={(record) => record.name}
          secondaryText={(record) => `/store/${record.slug}`}
          rowClick={(_id, _resource, record) => {
            window.location.assign(editorHref(record.slug));
            return false;
          }}
        />
      ) : (
        <DataTable empty={<NoResults />} bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="slug" />
          <DataTable.Col source="updatedAt">
            <LocaleDateField source="updatedAt" showTime />
          </DataTable.Col>
          <DataTable.Col label="">
            <EditLanding />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

export default AccountEntityList;

/** /account/entities/create: a new landing page of the organizer's own; saved, it opens in its editor. */
export const AccountEntityCreate = () => {
  const translate = useTranslate();
  return (
    <Create
      title={translate('ADMIN.PAGES.NEW_ENTITY')}
      mutationOptions={{ onSuccess: (saved: RaRecord) => window.location.assign(editorHref(saved.slug)) }}
    >
      <EntityForm />
    </Create>
  );
};
