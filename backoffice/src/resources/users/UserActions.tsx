import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import {
  Button,
  ClickAwayListener,
  IconButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  MenuList,
  Paper,
  Popper,
  Stack,
} from '@mui/material';
import { type KeyboardEvent, type MouseEvent, type ReactElement, useId, useRef, useState } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import type { RowAction } from './userStatus';
import { useUserAction } from './useUserAction';

const ICONS: Record<RowAction, ReactElement> = {
  MAKE_ORGANIZER: <UpgradeIcon fontSize="small" />,
  APPROVE: <CheckCircleIcon fontSize="small" />,
  DISAPPROVE: <HighlightOffIcon fontSize="small" />,
  BLOCK: <BlockIcon fontSize="small" />,
  UNBLOCK: <LockOpenIcon fontSize="small" />,
  DELETE: <DeleteIcon fontSize="small" />,
};

const DeleteConfirm = ({ state, email }: { state: ReturnType<typeof useUserAction>; email: string }) => (
  <Confirm
    isOpen={state.confirmingDelete}
    loading={state.isPending}
    title="ADMIN.USERS.DELETE_TITLE"
    titleTranslateOptions={{ email }}
    content="ADMIN.USERS.DELETE_CONTENT"
    confirm="ADMIN.USERS.ACTIONS.DELETE"
    confirmColor="warning"
    ConfirmIcon={DeleteIcon}
    onConfirm={state.confirmDelete}
    onClose={state.cancelDelete}
  />
);

/** Blocking signs the user out at once and keeps them out: the admin confirms it first. */
const BlockConfirm = ({ state, email }: { state: ReturnType<typeof useUserAction>; email: string }) => (
  <Confirm
    isOpen={state.confirmingBlock}
    loading={state.isPending}
    title="ADMIN.USER_REVIEW.BLOCK_TITLE"
    titleTranslateOptions={{ email }}
    content="ADMIN.USER_REVIEW.BLOCK_CONTENT"
    confirm="ADMIN.USERS.ACTIONS.BLOCK"
    confirmColor="warning"
    ConfirmIcon={BlockIcon}
    onConfirm={state.confirmBlock}
    onClose={state.cancelBlock}
  />
);

/**
 * The row menu of the users list: only the transitions the user's status allows. A non-modal menu kept
 * in the page (MUI's MenuList composition) rather than a modal Menu in a portal, which would leave the
 * open menu outside every landmark and hide the rest of the page from screen readers.
 */
export const UserRowActions = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const state = useUserAction(record);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  if (!record || state.actions.length === 0) return null;
  const email = String(record.email ?? record.id);

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };
  // The row is clickable (it opens the user): keep clicks in here from reaching it.
  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops propagation to the clickable row
    // biome-ignore lint/a11y/useKeyWithClickEvents: the button and menu inside handle the keyboard
    <span onClick={stop}>
      <IconButton
        ref={buttonRef}
        size="small"
        aria-label={translate('ADMIN.USERS.ACTIONS.MENU', { email })}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        disabled={state.isPending}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreVertIcon />
      </IconButton>
      <Popper
        open={open}
        anchorEl={buttonRef.current}
        placement="bottom-end"
        disablePortal
        popperOptions={{ strategy: 'fixed' }}
        sx={{ zIndex: 'modal' }}
      >
        <Paper elevation={8}>
          <ClickAwayListener
            onClickAway={(event) => {
              // The toggle button handles its own clicks.
              if (!buttonRef.current?.contains(event.target as Node)) close(false);
            }}
          >
            <MenuList id={menuId} autoFocusItem={open} onKeyDown={onMenuKeyDown}>
              {state.actions.map(({ action }) => (
                <MenuItem
                  key={action}
                  onClick={() => {
                    close();
                    state.run(action);
                  }}
                >
                  <ListItemIcon>{ICONS[action]}</ListItemIcon>
                  <ListItemText>{translate(`ADMIN.USERS.ACTIONS.${action}`)}</ListItemText>
                </MenuItem>
              ))}
            </MenuList>
          </ClickAwayListener>
        </Paper>
      </Popper>
      <DeleteConfirm state={state} email={email} />
      <BlockConfirm state={state} email={email} />
    </span>
  );
};

/** The same actions as buttons, for the top of the user's page. */
export const UserActionButtons = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const state = useUserAction(record);
  if (!record || state.actions.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {state.actions.map(({ action }) => (
        <Button
          key={action}
          size="small"
          variant={action === 'DELETE' ? 'outlined' : action === 'MAKE_ORGANIZER' ? 'contained' : 'text'}
          color={action === 'DELETE' || action === 'BLOCK' ? 'error' : 'primary'}
          startIcon={ICONS[action]}
          disabled={state.isPending}
          onClick={() => state.run(action)}
        >
          {translate(`ADMIN.USERS.ACTIONS.${action}`)}
        </Button>
      ))}
      <DeleteConfirm state={state} email={String(record.email ?? record.id)} />
      <BlockConfirm state={state} email={String(record.email ?? record.id)} />
    </Stack>
  );
};
