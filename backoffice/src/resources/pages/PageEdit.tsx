import { Create, Edit, useTranslate } from 'react-admin';
import { useSavedOptions } from '../../layout/savedNotice';
import { PageForm } from './PageForm';

/** Spec 2 /manage/pages/{id}. A taken slug comes back from the server on the slug field. */
const PageEdit = () => (
  <Edit mutationMode="pessimistic" mutationOptions={useSavedOptions('page', 'updated', 'list')}>
    <PageForm />
  </Edit>
);

/** /manage/pages/create: a new page starts as a draft. */
export const PageCreate = () => {
  const translate = useTranslate();
  return (
    <Create title={translate('ADMIN.PAGES.NEW')} mutationOptions={useSavedOptions('page', 'created', 'list')}>
      <PageForm />
    </Create>
  );
};

export default PageEdit;
