import { Create, Edit, useTranslate } from 'react-admin';
import { EntityForm } from './EntityForm';

/** /manage/entities/{id}: the admin's view of any entity page (owners use /manage/store/entity/{slug}). */
const EntityEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <EntityForm />
  </Edit>
);

export const EntityCreate = () => {
  const translate = useTranslate();
  return (
    <Create redirect="list" title={translate('ADMIN.PAGES.NEW_ENTITY')}>
      <EntityForm />
    </Create>
  );
};

export default EntityEdit;
