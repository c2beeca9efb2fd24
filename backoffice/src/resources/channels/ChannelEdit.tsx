import { Create, Edit, useTranslate } from 'react-admin';
import { ChannelForm } from './ChannelForm';
import { ChannelMoves } from './ChannelMoves';

/** A channel's form with its state and moves above it. Saving keeps the state: moves change it. */
const ChannelEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false}>
    <ChannelMoves />
    <ChannelForm />
  </Edit>
);

/** A new channel starts as a draft; its page then offers to ask for publication. */
export const ChannelCreate = () => {
  const translate = useTranslate();
  return (
    <Create redirect="edit" title={translate('ADMIN.CHANNELS.NEW')}>
      <ChannelForm />
    </Create>
  );
};

export default ChannelEdit;
