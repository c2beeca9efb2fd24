import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  IconButton,
  InputLabel,
  Menu,
  MenuItem,
  Select,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import type {
  CHAT_TEXT_MAX,
  ChatAnswer,
  ChatBanAnswer,
  ChatMessageAnswer,
  ChatRoomAnswer,
  OnChatEvent,
} from '../../../api/src/shared/chat.ts';
import type { PlateaDataProvider } from '../dataProvider';
import { fill, useScreenStrings } from '../i18n/lazy';
import { PageLoading } from '../layout/PageLoading';
import { subscribeChat } from '../realtime/chatStream';
import type { Strings } from './strings.en';

/** The card's texts come with it (it is loaded when a live moment's step is opened). */
const STRINGS = {
  en: () => import('./strings.en'),
  es: () => import('./strings.es'),
  pt: () => import('./strings.pt'),
};

/** The longest message (the API's, typed by it: the console does not load the API's schemas). */
const TEXT_MAX: typeof CHAT_TEXT_MAX = 500;
/** Slow mode's choices, in seconds (0: off). */
const SLOW_MODES = [0, 5, 10, 30, 60, 120, 300];
/** How many messages the card keeps (the newest). */
const KEPT = 300;
/** New pending messages are announced together: one summary this long after the first of them. */
const ANNOUNCE_AFTER_MS = 2_000;
/** Closer than this to the bottom, the list follows new messages. */
const BOTTOM_SLACK_PX = 48;

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message && !/^SERVER_ERROR/.test(error.message) ? error.message : fallback;

/**
 * Issue 21: the moderation of a live moment's chat (a broadcast, a fake-live session, a meet), on its step
 * of the product's form. The messages as they come (newest at the bottom; the list follows them unless the
 * moderator scrolled up), the pending ones marked with Approve and Hide; each message's menu hides it, all
 * of its author's, or bans its author; the organizer writes; the room's switches; the banned users. Texts
 * are plain text, never HTML. New pending messages are announced to screen readers as one summary.
 */
const ChatCard = ({ productId }: { productId: number }) => {
  const strings = useScreenStrings<Strings>(STRINGS);
  return strings ? <ChatModeration productId={productId} s={strings} /> : <PageLoading />;
};

export default ChatCard;

const byId = (a: ChatMessageAnswer, b: ChatMessageAnswer) => a.id - b.id;

const ChatModeration = ({ productId, s }: { productId: number; s: Strings }) => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const notify = useNotify();
  const [chat, setChat] = useState<ChatAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [room, setRoom] = useState<ChatRoomAnswer | null>(null);
  const [messages, setMessages] = useState<ChatMessageAnswer[]>([]);
  const [bans, setBans] = useState<ChatBanAnswer[]>([]);
  const [connected, setConnected] = useState(true);
  /** The server refused to follow the room (its message); asked again meanwhile. */
  const [refused, setRefused] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const newPending = useRef(0);
  const announceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(async () => {
    try {
      const [answer, banned] = await Promise.all([
        dataProvider.send<ChatAnswer>('GET', `/products/${productId}/chat`),
        dataProvider.send<ChatBanAnswer[]>('GET', `/products/${productId}/chat/bans`),
      ]);
      setChat(answer);
      setRoom(answer.room);
      setMessages(answer.messages);
      setBans(banned);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [dataProvider, productId]);

  useEffect(() => {
    void load();
  }, [load]);

  const loadBans = useCallback(async () => {
    try {
      setBans(await dataProvider.send<ChatBanAnswer[]>('GET', `/products/${productId}/chat/bans`));
    } catch (error) {
      notify(errorText(error, s.LOAD_ERROR), { type: 'error' });
    }
  }, [dataProvider, notify, productId, s.LOAD_ERROR]);

  /** A message as it is now: added, updated in place, or dropped when hidden. */
  const upsert = useCallback((m: ChatMessageAnswer) => {
    setMessages((list) => {
      const rest = list.filter((x) => x.id !== m.id);
      if (m.state === 'hidden') return rest;
      return [...rest, m].sort(byId).slice(-KEPT);
    });
  }, []);

  const announce = useCallback(() => {
    const count = newPending.current;
    newPending.current = 0;
    announceTimer.current = undefined;
    if (count === 0) return;
    const text = count === 1 ? s.ANNOUNCE_ONE : fill(s.ANNOUNCE_MANY, { count });
    // The same words again are a change too (a no-break space after them, every other time): said again.
    setAnnouncement((said) => (said === text ? `${text}\u00a0` : text));
  }, [s]);

  const cursor = chat?.cursor;
  useEffect(() => {
    if (cursor === undefined) return;
    const known = new Set<number>();
    const stop = subscribeChat(productId, cursor, {
      event: (e: OnChatEvent) => {
        if (e.__typename === 'ChatRoom') {
          const { __typename, ...next } = e;
          setRoom(next);
          return;
        }
        if (e.__typename === 'ChatRemoval') {
          setMessages((list) => list.filter((m) => m.id !== e.id));
          return;
        }
        const { __typename, ...message } = e;
        if (message.state === 'pending' && !known.has(message.id)) {
          known.add(message.id);
          newPending.current += 1;
          // One summary for those that come meanwhile: never more often than this.
          announceTimer.current ??= setTimeout(announce, ANNOUNCE_AFTER_MS);
        }
        upsert(message);
      },
      connection: (state) => {
        setConnected(state === 'open');
        if (state === 'open') setRefused(null);
      },
      refused: (message) => setRefused(message || s.LOAD_ERROR),
    });
    return () => {
      stop();
      clearTimeout(announceTimer.current);
      announceTimer.current = undefined;
    };
  }, [productId, cursor, upsert, announce, s.LOAD_ERROR]);

  if (failed && !chat) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void load()}>
            {s.RETRY}
          </Button>
        }
      >
        {s.LOAD_ERROR}
      </Alert>
    );
  }
  if (!chat || !room) return <PageLoading />;

  const pendingCount = messages.filter((m) => m.state === 'pending').length;

  return (
    <Card
      variant="outlined"
      component="section"
      sx={{ mt: 2, width: '100%', maxWidth: 760 }}
      aria-labelledby="chat-card-title"
      data-testid="chat-card"
    >
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id="chat-card-title" variant="h6" component="h2">
            {s.TITLE}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={connected ? 'success' : 'default'}
            label={connected ? s.CONNECTED : s.RECONNECTING}
            data-testid="chat-connection"
          />
          {pendingCount > 0 && (
            <Chip
              size="small"
              label={
                pendingCount === 1 ? s.PENDING_COUNT_ONE : fill(s.PENDING_COUNT, { count: pendingCount })
              }
              data-testid="chat-pending"
            />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {s.HELP}
        </Typography>
        {refused && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="chat-refused">
            {refused}
          </Alert>
        )}
        {room.moderated && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {s.MODERATED}
          </Alert>
        )}
        <Box role="status" aria-live="polite" sx={SPOKEN_ONLY} data-testid="chat-announcement">
          {announcement}
        </Box>

        <MessageList productId={productId} messages={messages} onChange={upsert} onBanned={loadBans} s={s} />
        <Composer productId={productId} onPosted={upsert} s={s} />
        <RoomSwitches productId={productId} room={room} onChange={setRoom} s={s} />
        <BanList productId={productId} bans={bans} onChange={loadBans} s={s} />
      </CardContent>
    </Card>
  );
};

/** Read by screen readers, not shown (in px: sx would read 1 as 100%). */
const SPOKEN_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A switch's help, under its label (past the switch). */
const SWITCH_HELP = { mt: 0, ml: '47px' };

const MessageList = ({
  productId,
  messages,
  onChange,
  onBanned,
  s,
}: {
  productId: number;
  messages: ChatMessageAnswer[];
  onChange: (m: ChatMessageAnswer) => void;
  onBanned: () => Promise<void>;
  s: Strings;
}) => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const list = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const [behind, setBehind] = useState(false);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; message: ChatMessageAnswer } | null>(null);
  const [banning, setBanning] = useState<ChatMessageAnswer | null>(null);
  const lastId = messages.at(-1)?.id;

  // Newest at the bottom: the list follows them, unless the moderator scrolled up to read.
  useLayoutEffect(() => {
    const box = list.current;
    if (!box || lastId === undefined) return;
    if (following.current) box.scrollTop = box.scrollHeight;
    else setBehind(true);
  }, [lastId]);

  const onScroll = () => {
    const box = list.current;
    if (!box) return;
    following.current = box.scrollHeight - box.scrollTop - box.clientHeight < BOTTOM_SLACK_PX;
    if (following.current) setBehind(false);
  };

  const jump = () => {
    const box = list.current;
    if (!box) return;
    following.current = true;
    box.scrollTop = box.scrollHeight;
    setBehind(false);
    box.focus();
  };

  const moved = async (m: ChatMessageAnswer, what: 'approve' | 'hide') => {
    try {
      onChange(
        await dataProvider.send<ChatMessageAnswer>(
          'POST',
          `/products/${productId}/chat/messages/${m.id}/${what}`,
        ),
      );
    } catch (error) {
      notify(errorText(error, s.ERROR), { type: 'error' });
    }
  };

  const hideAll = async (m: ChatMessageAnswer) => {
    setMenu(null);
    try {
      const answer = await dataProvider.send<{ hidden: number }>(
        'POST',
        `/products/${productId}/chat/users/${m.author.id}/hide`,
      );
      notify(fill(s.HIDDEN_DONE, { count: answer.hidden }), { type: 'info' });
    } catch (error) {
      notify(errorText(error, s.ERROR), { type: 'error' });
    }
  };

  const ban = async (m: ChatMessageAnswer) => {
    setBanning(null);
    try {
      await dataProvider.send('PUT', `/products/${productId}/chat/bans/${m.author.id}`);
      notify(fill(s.BANNED_DONE, { name: m.author.name }), { type: 'info' });
    } catch (error) {
      notify(errorText(error, s.ERROR), { type: 'error' });
      return;
    }
    await onBanned();
  };

  return (
    <Box sx={{ position: 'relative', mb: 2 }}>
      <Box
        ref={list}
        role="log"
        aria-label={s.MESSAGES}
        // A scrolled region is reachable by keyboard (arrows and page keys scroll it).
        tabIndex={0}
        onScroll={onScroll}
        data-testid="chat-messages"
        sx={{
          height: { xs: 320, sm: 380 },
          overflowY: 'auto',
          // The newest at the bottom, even while there are few.
          display: 'flex',
          flexDirection: 'column',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {messages.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1, mt: 'auto' }}>
            {s.EMPTY}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 'auto', p: 0 }}>
            {messages.map((m) => (
              <Message
                key={m.id}
                m={m}
                s={s}
                onApprove={() => void moved(m, 'approve')}
                onHide={() => void moved(m, 'hide')}
                onMenu={(anchor) => setMenu({ anchor, message: m })}
              />
            ))}
          </Box>
        )}
      </Box>
      {behind && (
        <Button
          size="small"
          variant="contained"
          onClick={jump}
          sx={{ position: 'absolute', bottom: 8, left: '50%', transform: 'translateX(-50%)' }}
        >
          {s.JUMP}
        </Button>
      )}
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            const m = menu?.message;
            setMenu(null);
            if (m) void moved(m, 'hide');
          }}
        >
          {s.HIDE_MESSAGE}
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (menu) void hideAll(menu.message);
          }}
        >
          {fill(s.HIDE_ALL, { name: menu?.message.author.name ?? '' })}
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setBanning(menu?.message ?? null);
            setMenu(null);
          }}
        >
          {fill(s.BAN, { name: menu?.message.author.name ?? '' })}
        </MenuItem>
      </Menu>
      <Dialog open={banning !== null} onClose={() => setBanning(null)} aria-labelledby="chat-ban-title">
        <DialogTitle id="chat-ban-title">
          {fill(s.BAN_TITLE, { name: banning?.author.name ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{s.BAN_TEXT}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setBanning(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            color="error"
            onClick={() => {
              if (banning) void ban(banning);
            }}
          >
            {s.BAN_CONFIRM}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};

const Message = ({
  m,
  s,
  onApprove,
  onHide,
  onMenu,
}: {
  m: ChatMessageAnswer;
  s: Strings;
  onApprove: () => void;
  onHide: () => void;
  onMenu: (anchor: HTMLElement) => void;
}) => {
  const locale = useLocale();
  const pending = m.state === 'pending';
  const name = m.author.name;
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-state={m.state}
      sx={(theme) => ({
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        px: 1,
        py: 0.75,
        borderRadius: 1,
        borderLeft: 4,
        borderColor: pending ? theme.palette.warning.main : 'transparent',
        bgcolor: pending ? alpha(theme.palette.warning.main, 0.1) : 'transparent',
        '& + &': { mt: 0.5 },
      })}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="span" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={m.createdAt}>
            {new Date(m.createdAt).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })}
          </Typography>
          {pending && <Chip size="small" label={s.PENDING} />}
        </Stack>
        {/* Plain text, never HTML: React writes it as a text node. */}
        <Typography
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="chat-message-text"
        >
          {m.text}
        </Typography>
        {pending && (
          <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
            <Button
              size="small"
              variant="contained"
              onClick={onApprove}
              aria-label={fill(s.APPROVE_OF, { name })}
            >
              {s.APPROVE}
            </Button>
            <Button size="small" variant="outlined" onClick={onHide} aria-label={fill(s.HIDE_OF, { name })}>
              {s.HIDE}
            </Button>
          </Stack>
        )}
      </Box>
      <IconButton
        size="small"
        aria-label={fill(s.ACTIONS_OF, { name })}
        aria-haspopup="menu"
        onClick={(e) => onMenu(e.currentTarget)}
      >
        <MoreHorizIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};

const Composer = ({
  productId,
  onPosted,
  s,
}: {
  productId: number;
  onPosted: (m: ChatMessageAnswer) => void;
  s: Strings;
}) => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!text.trim() || busy) return;
    setBusy(true);
    try {
      onPosted(await dataProvider.send<ChatMessageAnswer>('POST', `/products/${productId}/chat`, { text }));
      setText('');
    } catch (error) {
      notify(errorText(error, s.ERROR), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  // Enter sends (the card is inside the product's form, which it must not submit); Shift+Enter breaks a line.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 3, alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label={s.COMPOSER}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        multiline
        maxRows={4}
        fullWidth
        size="small"
        helperText={fill(s.COMPOSER_HELP, { count: text.length, max: TEXT_MAX })}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
      />
      <Button
        variant="contained"
        onClick={() => void send()}
        disabled={busy || !text.trim()}
        sx={{ flexShrink: 0, mt: { sm: 0.25 } }}
      >
        {s.SEND}
      </Button>
    </Stack>
  );
};

const RoomSwitches = ({
  productId,
  room,
  onChange,
  s,
}: {
  productId: number;
  room: ChatRoomAnswer;
  onChange: (room: ChatRoomAnswer) => void;
  s: Strings;
}) => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const save = async (
    patch: Partial<Pick<ChatRoomAnswer, 'disabled' | 'slowModeSeconds' | 'linksAllowed'>>,
  ) => {
    setBusy(true);
    // Shown at once; back as it was if the API refuses.
    onChange({ ...room, ...patch });
    try {
      onChange(await dataProvider.send<ChatRoomAnswer>('PUT', `/products/${productId}/chat/room`, patch));
      notify(s.SAVED, { type: 'success' });
    } catch (error) {
      onChange(room);
      notify(errorText(error, s.ERROR), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const slowLabel = (seconds: number) =>
    seconds === 0
      ? s.SLOW_OFF
      : seconds < 60 || seconds % 60 !== 0
        ? fill(s.SLOW_SECONDS, { seconds })
        : fill(s.SLOW_MINUTES, { minutes: seconds / 60 });
  const choices = SLOW_MODES.includes(room.slowModeSeconds)
    ? SLOW_MODES
    : [...SLOW_MODES, room.slowModeSeconds].sort((a, b) => a - b);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        {s.SWITCHES}
      </Typography>
      <Stack spacing={2}>
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={room.disabled}
                disabled={busy}
                onChange={(e) => void save({ disabled: e.target.checked })}
                slotProps={{ input: { role: 'switch', 'aria-describedby': 'chat-disabled-help' } }}
              />
            }
            label={s.DISABLED}
          />
          <FormHelperText id="chat-disabled-help" sx={SWITCH_HELP}>
            {s.DISABLED_HELP}
          </FormHelperText>
        </Box>
        <FormControl size="small" sx={{ width: { xs: '100%', sm: 360 } }}>
          <InputLabel id="chat-slow-label">{s.SLOW_MODE}</InputLabel>
          <Select
            labelId="chat-slow-label"
            label={s.SLOW_MODE}
            value={room.slowModeSeconds}
            disabled={busy}
            onChange={(e) => void save({ slowModeSeconds: Number(e.target.value) })}
            aria-describedby="chat-slow-help"
          >
            {choices.map((seconds) => (
              <MenuItem key={seconds} value={seconds}>
                {slowLabel(seconds)}
              </MenuItem>
            ))}
          </Select>
          <FormHelperText id="chat-slow-help">{s.SLOW_MODE_HELP}</FormHelperText>
        </FormControl>
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={room.linksAllowed}
                disabled={busy}
                onChange={(e) => void save({ linksAllowed: e.target.checked })}
                slotProps={{ input: { role: 'switch', 'aria-describedby': 'chat-links-help' } }}
              />
            }
            label={s.LINKS}
          />
          <FormHelperText id="chat-links-help" sx={SWITCH_HELP}>
            {s.LINKS_HELP}
          </FormHelperText>
        </Box>
      </Stack>
    </Box>
  );
};

const BanList = ({
  productId,
  bans,
  onChange,
  s,
}: {
  productId: number;
  bans: ChatBanAnswer[];
  onChange: () => Promise<void>;
  s: Strings;
}) => {
  const locale = useLocale();
  const notify = useNotify();
  const dataProvider = useDataProvider<PlateaDataProvider>();

  const lift = async (ban: ChatBanAnswer) => {
    try {
      await dataProvider.send('DELETE', `/products/${productId}/chat/bans/${ban.userId}`);
      notify(fill(s.UNBANNED, { name: ban.name }), { type: 'info' });
    } catch (error) {
      notify(errorText(error, s.ERROR), { type: 'error' });
    }
    await onChange();
  };

  return (
    <Box component="section" aria-labelledby="chat-bans-title">
      <Typography id="chat-bans-title" variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
        {s.BANS}
      </Typography>
      {bans.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {s.NO_BANS}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="chat-bans">
          {bans.map((ban) => (
            <Stack
              key={ban.userId}
              component="li"
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
            >
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {ban.name}{' '}
                <Typography variant="caption" color="text.secondary" component="span">
                  {fill(s.BANNED_SINCE, { date: new Date(ban.createdAt).toLocaleString(locale) })}
                </Typography>
              </Typography>
              <Button
                size="small"
                onClick={() => void lift(ban)}
                aria-label={fill(s.UNBAN_OF, { name: ban.name })}
              >
                {s.UNBAN}
              </Button>
            </Stack>
          ))}
        </Box>
      )}
    </Box>
  );
};
