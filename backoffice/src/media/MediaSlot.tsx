import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import type { Upload } from 'tus-js-client';
import type { MediaAsset, UploadStatus } from '../dataProvider';
import { formatBytes, formatDuration } from './format';
import { apiErrorOf, discardUpload, type Interrupted, startUpload, type UploadTarget } from './tus';

type Transfer =
  | { state: 'idle' }
  | { state: 'uploading'; name: string; sent: number; total: number; retrying: boolean }
  | { state: 'paused'; name: string; sent: number; total: number };

const percentOf = (sent: number, total: number) => (total > 0 ? Math.floor((sent / total) * 100) : 0);

/**
 * The reusable upload step of the organizer console: one slot (a product's video, trailer or audio, or
 * a lesson's video) with what is published now, the newer file being transcoded (percent, or the reason
 * it failed), and a resumable upload with its progress bar. An upload cut by a reload or a lost
 * connection is listed on return and continues from the server's offset when the same file is chosen.
 */
export const MediaSlot = ({
  target,
  label,
  assets,
  uploads,
  interrupted,
  onChanged,
}: {
  target: UploadTarget;
  /** What this slot holds, in lower case for sentences ("vídeo", "tráiler", "audio"). */
  label: string;
  /** This slot's assets, newest first. */
  assets: MediaAsset[];
  uploads: UploadStatus;
  /** Unfinished uploads this browser remembers for the slot. */
  interrupted: Interrupted[];
  /** Asks the page to reload the assets (after an upload, a discard). */
  onChanged: () => void;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const inputId = useId();
  const upload = useRef<Upload | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [transfer, setTransfer] = useState<Transfer>({ state: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const audio = target.kind === 'audio';
  const current = assets.find((a) => a.status === 'ready') ?? null;
  const pending = assets[0] && assets[0] !== current ? assets[0] : null;
  const busy = transfer.state !== 'idle';

  // Leaving the page pauses the upload (it can be resumed later); it is never abandoned silently.
  useEffect(
    () => () => {
      void upload.current?.abort();
    },
    [],
  );

  const choose = useCallback(
    async (file: File) => {
      setError(null);
      if (file.size > uploads.maxBytes) {
        setError(
          translate('ADMIN.MEDIA.TOO_LARGE', {
            name: file.name,
            size: formatBytes(file.size, locale),
            max: formatBytes(uploads.maxBytes, locale),
          }),
        );
        return;
      }
      setTransfer({ state: 'uploading', name: file.name, sent: 0, total: file.size, retrying: false });
      upload.current = await startUpload(file, target, locale, {
        onProgress: (sent, total) =>
          setTransfer({ state: 'uploading', name: file.name, sent, total, retrying: false }),
        onRetry: () => setTransfer((t) => (t.state === 'uploading' ? { ...t, retrying: true } : t)),
        onSuccess: () => {
          upload.current = null;
          setTransfer({ state: 'idle' });
          notify(translate('ADMIN.MEDIA.UPLOADED', { name: file.name }), { type: 'success' });
          // Older unfinished uploads of this slot are superseded by this one.
          for (const old of interrupted) void discardUpload(old.previous);
          onChanged();
        },
        onError: (err) => {
          upload.current = null;
          setTransfer({ state: 'idle' });
          const api = apiErrorOf(err);
          setError(
            api.message
              ? translate('ADMIN.MEDIA.UPLOAD_FAILED', { message: api.message })
              : translate('ADMIN.MEDIA.OFFLINE'),
          );
          onChanged();
        },
      });
    },
    [interrupted, locale, notify, onChanged, target, translate, uploads.maxBytes],
  );

  const pause = () => {
    if (transfer.state !== 'uploading') return;
    void upload.current?.abort();
    setTransfer({ state: 'paused', name: transfer.name, sent: transfer.sent, total: transfer.total });
  };
  const resume = () => {
    if (transfer.state !== 'paused' || !upload.current) return;
    setTransfer({ ...transfer, state: 'uploading', retrying: false });
    upload.current.start();
  };
  const cancel = async () => {
    const running = upload.current;
    upload.current = null;
    setTransfer({ state: 'idle' });
    // abort(true) also asks the server to delete what it received.
    await running?.abort(true).catch(() => undefined);
    onChanged();
  };

  const what = translate(`ADMIN.MEDIA.KIND_${target.kind.toUpperCase()}`).toLowerCase();
  const accept = audio ? 'audio/*,.mp3,.m4a,.wav,.aac' : 'video/mp4,video/quicktime,.mp4,.mov,.m4v';

  return (
    <Box component="section" aria-labelledby={`${inputId}-title`} sx={{ py: 1.5 }}>
      <Typography id={`${inputId}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>

      {current ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
        >
          <Chip size="small" color="success" label={translate('ADMIN.MEDIA.STATUS_READY')} />
          <Typography variant="body2">
            {current.originalName ? `${current.originalName} · ` : ''}
            {translate(
              current.renditions.length > 0 ? 'ADMIN.MEDIA.READY_DETAIL' : 'ADMIN.MEDIA.AUDIO_DETAIL',
              {
                duration: formatDuration(current.durationSeconds ?? 0),
                qualities: current.renditions.join(', '),
              },
            )}
          </Typography>
        </Stack>
      ) : (
        !pending && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {translate('ADMIN.MEDIA.NONE')}
          </Typography>
        )
      )}

      {pending && <PendingAsset asset={pending} replaces={current !== null} />}

      {interrupted.length > 0 && transfer.state === 'idle' && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          {interrupted.map((i) => (
            <Alert
              key={i.previous.urlStorageKey}
              severity="info"
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={async () => {
                    await discardUpload(i.previous);
                    onChanged();
                  }}
                >
                  {translate('ADMIN.MEDIA.DISCARD')}
                </Button>
              }
            >
              {translate('ADMIN.MEDIA.INTERRUPTED', { name: i.name, percent: percentOf(i.offset, i.size) })}
              <LinearProgress
                variant="determinate"
                value={percentOf(i.offset, i.size)}
                aria-label={translate('ADMIN.MEDIA.UPLOADING', { name: i.name })}
                sx={{ mt: 1 }}
              />
            </Alert>
          ))}
        </Stack>
      )}

      {busy && (
        <Box sx={{ mt: 1 }} role="status">
          <Typography variant="body2">
            {translate('ADMIN.MEDIA.UPLOADING', { name: transfer.name })}
            {' · '}
            {translate('ADMIN.MEDIA.PROGRESS', {
              sent: formatBytes(transfer.sent, locale),
              total: formatBytes(transfer.total, locale),
              percent: percentOf(transfer.sent, transfer.total),
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percentOf(transfer.sent, transfer.total)}
            aria-label={translate('ADMIN.MEDIA.UPLOADING', { name: transfer.name })}
            sx={{ my: 0.5, height: 8, borderRadius: 1 }}
          />
          {transfer.state === 'uploading' && transfer.retrying && (
            <Typography variant="body2" color="warning.main">
              {translate('ADMIN.MEDIA.RETRYING')}
            </Typography>
          )}
          {transfer.state === 'paused' && (
            <Typography variant="body2" color="text.secondary">
              {translate('ADMIN.MEDIA.PAUSED', { percent: percentOf(transfer.sent, transfer.total) })}
            </Typography>
          )}
        </Box>
      )}

      {error && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}

      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {!busy && (
          <>
            {/* A real button that opens the hidden file input (a <label role="button"> is not a button). */}
            <Button
              variant={current ? 'outlined' : 'contained'}
              startIcon={<CloudUploadIcon />}
              disabled={!uploads.enabled}
              onClick={() => fileInput.current?.click()}
            >
              {translate(current || pending ? 'ADMIN.MEDIA.REPLACE' : 'ADMIN.MEDIA.CHOOSE', { what })}
            </Button>
            <input
              ref={fileInput}
              hidden
              type="file"
              accept={accept}
              disabled={!uploads.enabled}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (file) void choose(file);
              }}
            />
          </>
        )}
        {transfer.state === 'uploading' && (
          <Button variant="outlined" startIcon={<PauseIcon />} onClick={pause}>
            {translate('ADMIN.MEDIA.PAUSE')}
          </Button>
        )}
        {transfer.state === 'paused' && (
          <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={resume}>
            {translate('ADMIN.MEDIA.RESUME')}
          </Button>
        )}
        {busy && (
          <Button color="error" onClick={() => void cancel()}>
            {translate('ADMIN.MEDIA.CANCEL')}
          </Button>
        )}
        {!busy && (
          <Typography variant="body2" color="text.secondary">
            {translate(audio ? 'ADMIN.MEDIA.ACCEPT_AUDIO' : 'ADMIN.MEDIA.ACCEPT_VIDEO', {
              max: formatBytes(uploads.maxBytes, locale),
            })}
          </Typography>
        )}
      </Stack>
    </Box>
  );
};

/** The newer file: waiting, transcoding with its percent, or failed with the reason. */
const PendingAsset = ({ asset, replaces }: { asset: MediaAsset; replaces: boolean }) => {
  const translate = useTranslate();
  const name = asset.originalName || `#${asset.id}`;
  if (asset.status === 'failed') {
    return (
      <Alert severity="error" sx={{ mt: 1 }}>
        <strong>{translate('ADMIN.MEDIA.STATUS_FAILED')}</strong> · {name}
        <br />
        {asset.failure?.message}
        {asset.failure?.detail && (
          <Typography
            variant="caption"
            component="p"
            sx={{ mt: 0.5, fontFamily: 'monospace', wordBreak: 'break-word' }}
          >
            {asset.failure.detail}
          </Typography>
        )}
      </Alert>
    );
  }
  const text =
    asset.status === 'transcoding'
      ? translate('ADMIN.MEDIA.STATUS_TRANSCODING', { percent: asset.percent })
      : translate(asset.status === 'queued' ? 'ADMIN.MEDIA.STATUS_QUEUED' : 'ADMIN.MEDIA.STATUS_UPLOADED');
  return (
    <Box sx={{ mt: 1 }} role="status">
      <Typography variant="body2">
        {replaces ? `${translate('ADMIN.MEDIA.NEXT')}: ` : ''}
        {name} · {text}
      </Typography>
      <LinearProgress
        variant={asset.status === 'transcoding' ? 'determinate' : 'indeterminate'}
        value={asset.percent}
        aria-label={text}
        sx={{ my: 0.5, height: 8, borderRadius: 1 }}
      />
      {replaces && (
        <Typography variant="caption" color="text.secondary">
          {translate('ADMIN.MEDIA.NEXT_HELP')}
        </Typography>
      )}
    </Box>
  );
};
