import { Create, Edit, useTranslate } from 'react-admin';
import { useSavedOptions } from '../../layout/savedNotice';
import { SpeakerForm } from './SpeakerForm';

/** Deleting a speaker a product still uses is refused by the server, with the reason in a notification. */
const SpeakerEdit = () => (
  <Edit mutationMode="pessimistic" mutationOptions={useSavedOptions('speaker', 'updated', 'list')}>
    <SpeakerForm />
  </Edit>
);

export const SpeakerCreate = () => {
  const translate = useTranslate();
  return (
    <Create
      title={translate('ADMIN.SPEAKERS.NEW')}
      mutationOptions={useSavedOptions('speaker', 'created', 'list')}
    >
      <SpeakerForm />
    </Create>
  );
};

export default SpeakerEdit;
