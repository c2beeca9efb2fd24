import { Create, Edit, useTranslate } from 'react-admin';
import { SpeakerForm } from './SpeakerForm';

/** Deleting a speaker a product still uses is refused by the server, with the reason in a notification. */
const SpeakerEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SpeakerForm />
  </Edit>
);

export const SpeakerCreate = () => {
  const translate = useTranslate();
  return (
    <Create redirect="list" title={translate('ADMIN.SPEAKERS.NEW')}>
      <SpeakerForm />
    </Create>
  );
};

export default SpeakerEdit;
