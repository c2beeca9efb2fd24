import { Create, Edit, useTranslate } from 'react-admin';
import { PageForm } from './PageForm';

/** Spec 2 /manage/pages/{id}. A taken slug comes back from the server on the slug field. */
const PageEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <PageForm />
  </Edit>
);

/** /manage/pages/create: a new page starts as a draft. */
export const PageCreate = () => {
  const translate = useTranslate();
  return (
    <Create redirect="list" title={translate('ADMIN.PAGES.NEW')}>
      <PageForm />
    </Create>
  );
};

export default PageEdit;
