import { useState } from 'react';
import {
  type RaRecord,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { allowedActions, awaitsOrganizer, type RowAction, USER_ACTIONS } from './userStatus';

const RESOURCE = 'manage-users';

/**
 * Runs the actions of one user: approve, disapprove, block and unblock PUT {status}; make organizer PUT
 * {roles} with PRODUCER added (the API then clears the request); delete is a DELETE (the API marks the
 * account deleted). Pessimistic, so the notification tells what really happened.
 */
export function useUserAction(record: RaRecord | undefined) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const [update, { isPending: updating }] = useUpdate();
  const dataProvider = useDataProvider();
  const [deleting, setDeleting] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);

  const isOwnAccount = record != null && identity != null && String(identity.id) === String(record.id);
  const actions: { action: RowAction }[] =
    record && !isOwnAccount
      ? [
          ...(awaitsOrganizer(record) ? [{ action: 'MAKE_ORGANIZER' as const }] : []),
          ...allowedActions(record.status),
        ]
      : [];

  const onError = (error: unknown) =>
    notify(error instanceof Error && error.message ? error.message : 'SERVER_ERROR', { type: 'error' });

  const run = (action: RowAction, confirmed = false) => {
    if (!record) return;
    if (action === 'DELETE') {
      setConfirmingDelete(true);
      return;
    }
    // Blocking signs the user out everywhere at once: asked first, like deleting.
    if (action === 'BLOCK' && !confirmed) {
      setConfirmingBlock(true);
      return;
    }
    const roles: string[] = Array.isArray(record.roles) ? record.roles : [];
    const data =
      action === 'MAKE_ORGANIZER'
        ? { roles: [...roles, 'PRODUCER'] }
        : { status: USER_ACTIONS.find((a) => a.action === action)?.to };
    update(
      RESOURCE,
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`ADMIN.USERS.DONE.${action}`, { type: 'success' }),
        onError,
        onSettled: () => setConfirmingBlock(false),
      },
    );
  };

  // dataProvider.delete directly, not useDelete: useDelete drops the row from the cached list first,
  // which unmounts this menu before its callbacks run, while the API keeps the account listed as deleted.
  const confirmDelete = async () => {
    if (!record) return;
    setDeleting(true);
    try {
      await dataProvider.delete(RESOURCE, { id: record.id, previousData: record });
      notify('ADMIN.USERS.DONE.DELETE', { type: 'success' });
      refresh();
    } catch (error) {
      onError(error);
    } finally {
      setDeleting(false);
      setConfirmingDelete(false);
    }
  };

  return {
    actions,
    isOwnAccount,
    isPending: updating || deleting,
    run,
    confirmingDelete,
    confirmDelete,
    cancelDelete: () => setConfirmingDelete(false),
    confirmingBlock,
    confirmBlock: () => run('BLOCK', true),
    cancelBlock: () => setConfirmingBlock(false),
  };
}
