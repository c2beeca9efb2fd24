import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { MeetPeer } from '../../../api/src/shared/meets.ts';

/** Parts the live panels share (the broadcast, the meeting room, the rehearsal room). */

/** Label and value pairs, as a description list: two columns on wide screens, one on a phone. */
export const Facts = ({ children }: { children: ReactNode }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
      columnGap: 3,
      rowGap: 0.5,
      mt: 2,
      mb: 0,
      '& dt': { color: 'text.secondary' },
      '& dd': { m: 0 },
    }}
  >
    {children}
  </Box>
);

/** Who is in a video room now, named from our users (a peer of none: `nameless`). */
export const RoomPeople = ({
  id,
  peers,
  s,
  nameless,
  when,
}: {
  /** The section's id, also its list's test id (`{id}` and `{id}-title`). */
  id: string;
  peers: MeetPeer[];
  s: { PEOPLE: string; PEOPLE_NONE: string; HOST: string; GUEST: string };
  nameless: (peer: MeetPeer) => string;
  when: (iso: string) => string;
}) => (
  <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: 2 }}>
    <Typography id={`${id}-title`} variant="subtitle1" component="h3">
      {s.PEOPLE}
    </Typography>
    {peers.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {s.PEOPLE_NONE}
      </Typography>
    ) : (
      <List dense data-testid={id}>
        {peers.map((p) => (
          <ListItem key={p.peerId} disableGutters>
            <ListItemText
              primary={p.name ?? nameless(p)}
              secondary={`${p.role === 'host' ? s.HOST : s.GUEST}${p.joinedAt ? ` · ${when(p.joinedAt)}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    )}
  </Box>
);

/** "End it?": the stop of a live moment, confirmed (cancel keeps it going). */
export const ConfirmStop = ({
  id,
  open,
  onCancel,
  onConfirm,
  s,
}: {
  id: string;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  s: { STOP_TITLE: string; STOP_TEXT: string; STOP: string };
}) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={id}>
      <DialogTitle id={id}>{s.STOP_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{s.STOP_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button color="error" onClick={onConfirm}>
          {s.STOP}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
