import { Create, Edit, useTranslate } from 'react-admin';
import { useSavedOptions } from '../../layout/savedNotice';
import { EntityForm } from './EntityForm';

/** /manage/entities/{id}: the admin's view of any entity page (owners use /manage/store/entity/{slug}). */
const EntityEdit = () => (
  <Edit mutationMode="pessimistic" mutationOptions={useSavedOptions('entity', 'updated', 'list')}>
    <EntityForm />
  </Edit>
);

export const EntityCreate = () => {
  const translate = useTranslate();
  return (
    <Create
      title={translate('ADMIN.PAGES.NEW_ENTITY')}
      mutationOptions={useSavedOptions('entity', 'created', 'list')}
    >
      <EntityForm />
    </Create>
  );
};

export default EntityEdit;
