import { Card, CardContent, Typography } from '@mui/material';
import {
  Edit,
  type RaRecord,
  SaveButton,
  Title,
  Toolbar,
  useGetList,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../layout/PageLoading';
import { EntityForm } from './EntityForm';

/**
 * Spec 2 /manage/store/entity/{slug}: the owner (or an admin) edits an entity's landing page. The entity is
 * looked up among the caller's own (GET /api/entities?filter={"slug"}): another producer's entity is simply
 * not found, and its id is never asked for. Saving a new slug moves the address with it.
 */
/** Save only: deleting a landing page is the team's (DELETE /api/entities is for admins). */
const ownerToolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const EntityLanding = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { slug = '' } = useParams();
  const { data, isPending, error } = useGetList('entities', {
    filter: { slug },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
  });
  if (isPending) return <PageLoading />;
  const entity = data?.[0];
  if (error || !entity) {
    return (
      <Card sx={{ mt: 2, maxWidth: 640 }}>
        <Title title="ADMIN.PAGES.LANDING_NOT_FOUND" />
        <CardContent>
          <Typography>{translate('ADMIN.PAGES.LANDING_NOT_FOUND_TEXT', { slug })}</Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <Edit
      resource="entities"
      id={entity.id}
      mutationMode="pessimistic"
      redirect={false}
      title={translate('ADMIN.PAGES.LANDING_TITLE', { name: entity.name })}
      mutationOptions={{
        onSuccess: (saved: RaRecord) => {
          notify('ADMIN.PAGES.LANDING_SAVED', { type: 'success' });
          if (saved.slug !== slug) navigate(`/store/entity/${saved.slug}`, { replace: true });
        },
      }}
    >
      <EntityForm toolbar={ownerToolbar} />
    </Edit>
  );
};

export default EntityLanding;
