import { Alert, Box } from '@mui/material';
import { useEffect } from 'react';
import { Create, Edit, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../layout/PageLoading';
import { useSavedOptions } from '../../layout/savedNotice';
import { ChannelForm } from './ChannelForm';
import { ChannelMoves } from './ChannelMoves';
import { channelPath } from './channelPath';
import { rememberChannelSlug, useChannelId } from './useChannelId';

/**
 * A channel's form with its state and moves above it, at /channels/{slug} (spec 2) or, as before,
 * /channels/{id}. Saving keeps the state: moves change it.
 */
const ChannelEdit = () => {
  const { id: param } = useParams<{ id: string }>();
  const translate = useTranslate();
  const channel = useChannelId(param);
  const saved = useSavedOptions('channel', 'updated', false);
  if (channel.status === 'loading') return <PageLoading />;
  if (channel.status === 'error') {
    return (
      <Box sx={{ py: 2 }}>
        <Alert severity="error">{translate(channel.message)}</Alert>
      </Box>
    );
  }
  return (
    <Edit id={channel.id} mutationMode="pessimistic" mutationOptions={saved}>
      <CanonicalAddress param={param} />
      <ChannelMoves />
      <ChannelForm />
    </Edit>
  );
};

/** Keeps the address on the channel's slug: after opening it by id, and after its slug changes. */
const CanonicalAddress = ({ param }: { param: string | undefined }) => {
  const record = useRecordContext();
  const navigate = useNavigate();
  const path = record ? channelPath(record) : null;
  useEffect(() => {
    if (record) rememberChannelSlug(record.slug, record.id);
    if (path && param !== undefined && path !== `/channels/${encodeURIComponent(param)}`) {
      navigate(path, { replace: true });
    }
  }, [record, path, param, navigate]);
  return null;
};

/** A new channel starts as a draft; its page then offers to ask for publication. */
export const ChannelCreate = () => {
  const translate = useTranslate();
  return (
    <Create
      title={translate('ADMIN.CHANNELS.NEW')}
      mutationOptions={useSavedOptions('channel', 'created', (_resource, _id, data) =>
        channelPath(data ?? {}).slice(1),
      )}
    >
      <ChannelForm />
    </Create>
  );
};

export default ChannelEdit;
