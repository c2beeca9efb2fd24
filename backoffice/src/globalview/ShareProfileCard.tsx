import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  MenuItem,
  Link as MuiLink,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { type ReactElement, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SessionUser } from '../session';
import type { Dashboard } from './api';

interface Network {
  name: string;
  icon: ReactElement;
  href: (url: string, text: string) => string;
}

const q = encodeURIComponent;

/** Share links built by hand: plain URLs of each network's share page, no SDK, no tracking script. */
const NETWORKS: Network[] = [
  {
    name: 'Facebook',
    icon: <FacebookIcon />,
    href: (u) => `https://www.facebook.com/sharer/sharer.php?u=${q(u)}`,
  },
  { name: 'X', icon: <XIcon />, href: (u, t) => `https://twitter.com/intent/tweet?url=${q(u)}&text=${q(t)}` },
  {
    name: 'LinkedIn',
    icon: <LinkedInIcon />,
    href: (u) => `https://www.linkedin.com/sharing/share-offsite/?url=${q(u)}`,
  },
  { name: 'WhatsApp', icon: <WhatsAppIcon />, href: (u, t) => `https://wa.me/?text=${q(`${t} ${u}`)}` },
  {
    name: 'Telegram',
    icon: <TelegramIcon />,
    href: (u, t) => `https://t.me/share/url?url=${q(u)}&text=${q(t)}`,
  },
];

/** The clipboard API, or the old selection copy where it is missing (plain http, older browsers). */
async function copyText(text: string, input: HTMLInputElement | null): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  input?.select();
  if (!document.execCommand('copy')) throw new Error('copy refused');
}

/**
 * The share-profile chooser (spec 2): the public profile (/users/{id}) or one of the published channels
 * (/channels/{slug}), its address to copy, and links to share it on social networks.
 */
export const ShareProfileCard = ({ user, dashboard }: { user: SessionUser; dashboard: Dashboard }) => {
  const translate = useTranslate();
  const t = (key: string, opts?: object) => translate(`ADMIN.DASHBOARD.SHARE.${key}`, opts);
  const origin = window.location.origin;
  const choices = [
    { id: 'profile', label: t('PROFILE'), path: `/users/${user.id}` },
    ...dashboard.channels
      .filter((c) => c.status === 'published')
      .map((c) => ({
        id: `channel-${c.id}`,
        label: t('CHANNEL', { title: c.title }),
        path: `/channels/${encodeURIComponent(c.slug)}`,
      })),
  ];
  const [choice, setChoice] = useState('profile');
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const selected = choices.find((c) => c.id === choice) ?? choices[0];
  const url = `${origin}${selected.path}`;
  const message = t('MESSAGE');

  const copy = async () => {
    try {
      await copyText(url, input.current);
      setCopied('copied');
    } catch {
      setCopied('failed');
      input.current?.select();
    }
  };

  return (
    <Card component="section" aria-labelledby="globalview-share">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id="globalview-share" variant="h6" component="h2">
          {t('TITLE')}
        </Typography>
        {choices.length > 1 && (
          <TextField
            select
            size="small"
            label={t('WHAT')}
            value={choice}
            onChange={(e) => {
              setChoice(e.target.value);
              setCopied(null);
            }}
          >
            {choices.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          id={linkId}
          size="small"
          label={t('LINK')}
          value={url}
          inputRef={input}
          onFocus={(e) => e.target.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
          fullWidth
        />
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            onClick={() => void copy()}
            startIcon={copied === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
          >
            {t('COPY')}
          </Button>
          <Box role="status" aria-live="polite" sx={{ flex: '1 1 160px' }}>
            {copied === 'copied' && (
              <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 500 }}>
                {t('COPIED')}
              </Typography>
            )}
            {copied === 'failed' && (
              <Typography variant="body2" color="error">
                {t('COPY_FAILED')}
              </Typography>
            )}
          </Box>
        </Box>
        {choice === 'profile' && !user.publicProfile && (
          <Alert severity="info">
            {t('HIDDEN')} <MuiLink href="/account/my-data#preferences">{t('MAKE_PUBLIC')}</MuiLink>
          </Alert>
        )}
        <Box>
          <Typography variant="body2" color="text.secondary" component="p" id={`${linkId}-networks`}>
            {t('NETWORKS')}
          </Typography>
          <Box
            component="ul"
            aria-labelledby={`${linkId}-networks`}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
          >
            {NETWORKS.map((n) => (
              <li key={n.name}>
                <Tooltip title={n.name}>
                  <IconButton
                    component="a"
                    href={n.href(url, message)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('ON', { network: n.name })}
                    sx={{ color: 'secondary.main' }}
                  >
                    {n.icon}
                  </IconButton>
                </Tooltip>
              </li>
            ))}
            <li>
              <Tooltip title={t('EMAIL')}>
                <IconButton
                  component="a"
                  href={`mailto:?subject=${q(message)}&body=${q(url)}`}
                  aria-label={t('EMAIL')}
                  sx={{ color: 'secondary.main' }}
                >
                  <EmailIcon />
                </IconButton>
              </Tooltip>
            </li>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
